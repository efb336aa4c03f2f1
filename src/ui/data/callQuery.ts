// Bridges the transport's typed Result to TanStack Query: a non-ok Result becomes a thrown CallError that
// carries the catalogue's Outcome, so screens switch on `error.outcome.kind` and named codes, never on numbers.
import { classify, type Outcome } from '../../domain/resultCodes';
import type { Result } from '../../transport/http';

export class CallError extends Error {
  readonly outcome: Outcome;
  constructor(outcome: Outcome) {
    super(`call failed: ${outcome.kind}`);
    this.name = 'CallError';
    this.outcome = outcome;
  }
}

/** The data of an ok Result, or a CallError. Use inside queryFn and mutationFn. */
export async function unwrap<T>(result: Promise<Result<T>>): Promise<T> {
  const answer = await result;
  if (answer.ok) return answer.data;
  throw new CallError(answer.outcome);
}

/** The Outcome behind a query's or mutation's error, when it came from the transport. */
export function outcomeOf(error: unknown): Outcome | undefined {
  return error instanceof CallError ? error.outcome : undefined;
}

/** Lists answer an array; a cloud that answers anything else is shown as an empty list, not a crash. */
export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The Outcome to show for any query or mutation error: a non-transport error (a bug, a bad answer) reads as a
 * network failure, so LoadError always has a reason in the catalogue to say. */
export function failureOf(error: unknown): Outcome {
  return outcomeOf(error) ?? classify({ type: 'network' });
}
