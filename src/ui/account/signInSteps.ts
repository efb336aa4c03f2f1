// How the login call's answers become the session machine's steps (docs/decisions.md, "Accounts and sign-in"): a two-factor challenge instead of a
// token, a lock with the minutes left, and a code step whose ticket ended.
import { BusinessCode, type Outcome } from '../../domain/resultCodes';
import { lockoutMinutesOf } from '../../domain/security';
import { isTwoFactorChallenge } from '../../domain/twoFactorChallenge';
import type { LoginFailure, TwoFactorPrompt } from '../../machines/session.machine';

const LOCKED_FOR_KEY = 'errors:business.accountLockedFor';

/** The challenge of a 2FA account's password step, or undefined when the answer carries a token. */
export function twoFactorPromptOf(data: unknown): TwoFactorPrompt | undefined {
  if (!isTwoFactorChallenge(data)) return undefined;
  return { ticket: data.ticket, channel: data.channel, target: data.target, resendAfter: data.resendAfter, codeState: data.codeState ?? 'sent' };
}

/** A refused password step as the machine keeps it: a lock names the minutes left (both languages). */
export function loginFailureOf(outcome: Outcome): Outcome & Partial<LoginFailure> {
  if (outcome.kind === 'business' && outcome.code === BusinessCode.AccountLocked) {
    const minutes = lockoutMinutesOf(outcome.details);
    if (minutes !== undefined) return { ...outcome, messageKey: LOCKED_FOR_KEY, values: { minutes } };
  }
  return outcome;
}

/** A refused code: a ticket that ended (too late, too many wrong codes) sends the user back to the password. */
export function codeFailureOf(outcome: Outcome): Outcome & Partial<LoginFailure> {
  const restart = outcome.kind === 'business' && outcome.code === BusinessCode.TwoFactorExpired;
  return restart ? { ...outcome, restart } : outcome;
}

/**
 * What the step says about the code: a new one went, or (signing in again within a minute) none went and the last
 * one still works or must be replaced once the resend button frees. After a resend a new one went.
 */
export function codeHintKey(prompt: TwoFactorPrompt, resent: boolean): string {
  const state = resent ? 'sent' : (prompt.codeState ?? 'sent');
  const channel = prompt.channel === 'sms' ? 'Sms' : 'Email';
  return state === 'sent' ? `twoFactorStep.sent${channel}` : `twoFactorStep.${state}${channel}`;
}
