import { GENERIC_FAILURE_KEY, type Outcome } from '../../domain/resultCodes';

/** The errors-namespace key to show for a failed call. */
export function outcomeKey(outcome: Outcome): string {
  return 'messageKey' in outcome ? outcome.messageKey : GENERIC_FAILURE_KEY;
}
