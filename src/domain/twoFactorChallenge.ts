// Whether a login answer asks for the code step: a plain check apart from the wire schemas (zod), which the sign-in
// pages do not load.
import type { TwoFactorChallenge } from './wire/account';

/** The login answered a challenge (src/domain/wire/account.ts, twoFactorChallenge) instead of a token. */
export function isTwoFactorChallenge(answer: unknown): answer is TwoFactorChallenge {
  return typeof answer === 'object' && answer !== null && (answer as { twoFactor?: unknown }).twoFactor === 1 && 'ticket' in answer;
}
