// The camera-cloud account form's schema, from the rules of ezviz.ts. Editing, an empty Secret keeps the saved one.
import { z } from 'zod';
import { checkEzvizAppKey, checkEzvizName, checkEzvizRemark, checkEzvizSecret } from '../ezviz';
import { ruled } from '../formSchemas';

export const ezvizAccountSchema = (editing: boolean) =>
  z.object({
    name: ruled(checkEzvizName, { trim: true }),
    appKey: ruled(checkEzvizAppKey, { trim: true }),
    secret: ruled((secret) => (editing && secret === '' ? { ok: true } : checkEzvizSecret(secret)), { trim: true }),
    remark: ruled(checkEzvizRemark, { trim: true }),
    isDefault: z.boolean(),
  });
