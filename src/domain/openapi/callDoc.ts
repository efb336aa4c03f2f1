// What the document knows of one call, in a file of its own: the registry collects the areas' call files, and
// each of those names this shape, so neither side imports the other.
import type { z } from 'zod';
import type { BusinessCodeName } from '../resultCodes';

export interface CallDoc {
  summary: string;
  description?: string;
  payload?: z.ZodObject;
  /** Other shapes the same call accepts (the sign-in's code step); a request fits when it fits one of them. */
  alternatives?: z.ZodObject[];
  answer?: z.ZodType;
  codes?: BusinessCodeName[];
  /** The id of an id path (the path ends in /{id}): a record id (idField) unless given. */
  pathId?: z.ZodType;
  /** No cloudtoken needed. */
  public?: boolean;
  /** The answer is not shown in api.md and has no shared schema: any hwdata. */
  open?: boolean;
}
