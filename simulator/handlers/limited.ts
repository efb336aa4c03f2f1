// The answers of the rate limits (simulator/world/limits.ts): product.md's "frequent request", with when to retry.
import type { Sim } from '../sim';
import { retryDetails, take, WINDOWS } from '../world/limits';
import { clientIp, fail, SimCode } from './envelope';

/** "Requests too frequent" (BusinessCode.RequestTooFrequent) with the seconds to wait and the reason for the log. */
export const tooFrequent = (retryInMs: number, reason: string) => fail(SimCode.requestTooFrequent, { ...retryDetails(retryInMs), reason });

/**
 * Counts a sign-in attempt or a look-up that tells whether an account exists (login by name, phone or e-mail,
 * confirmAccount, register, the e-mail and phone checks): thirty a minute per client address, so lists of accounts
 * cannot be harvested quickly. Answers the refusal, or undefined when the call may go on.
 */
export function signInLimited(sim: Sim, request: Request): Response | undefined {
  const verdict = take(sim.world, `signIn:${clientIp(request)}`, WINDOWS.clientSignIns, sim.clock.now());
  return verdict.ok ? undefined : tooFrequent(verdict.retryInMs, 'too many sign-in attempts from this address, wait before trying again');
}
