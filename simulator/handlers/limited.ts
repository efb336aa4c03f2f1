// The answers of the rate limits (simulator/world/limits.ts): product.md's "frequent request", with when to retry.
import type { Sim } from '../sim';
import { BusinessCode } from '../../src/domain/resultCodes';
import { checkDevicePassword } from '../world/devicePasswords';
import { allowed, record, retryDetails, take, WINDOWS, type Verdict } from '../world/limits';
import type { Device } from '../world/types';
import { clientIp, fail, SimCode } from './envelope';

/** "Requests too frequent" (BusinessCode.RequestTooFrequent) with the seconds to wait and the reason for the log. */
export const tooFrequent = (retryInMs: number, reason: string) => fail(SimCode.requestTooFrequent, { ...retryDetails(retryInMs), reason });

/**
 * Counts a sign-in attempt or a look-up that tells whether an account exists (login by name, phone or e-mail,
 * confirmAccount, register, the e-mail and phone checks): thirty a minute per client address, so lists of accounts
 * cannot be harvested quickly. Answers the refusal, or undefined when the call may go on.
 */
export function signInLimited(sim: Sim, request: Request): Response | undefined {
  return refusal(take(sim.world, keyOf(request), WINDOWS.clientSignIns, sim.clock.now()));
}

/**
 * The password sign-in: refused while the address is over the limit (whatever the password, so the answer tells
 * nothing), but only failures count (`countFailedSignIn`): harvesting names means failing, a user who signs in
 * again and again does not.
 */
export function signInGuard(sim: Sim, request: Request): Response | undefined {
  return refusal(allowed(sim.world, keyOf(request), WINDOWS.clientSignIns, sim.clock.now()));
}

export function countFailedSignIn(sim: Sim, request: Request): void {
  record(sim.world, keyOf(request), WINDOWS.clientSignIns, sim.clock.now());
}

/**
 * An account look-up by a signed-in user (device/v1/user/role/info): thirty a minute per client address (the sign-in
 * limit's number, counted apart) and per account (LIMITS.lookupsPerAccountMinute), so neither a new address nor a new
 * session lists accounts faster.
 */
export function lookupLimited(sim: Sim, request: Request, userId: number): Response | undefined {
  const now = sim.clock.now();
  const byAccount = allowed(sim.world, `lookup:${userId}`, WINDOWS.accountLookups, now);
  if (!byAccount.ok) return tooFrequent(byAccount.retryInMs, 'too many account look-ups from this account, wait before trying again');
  // Its own count per address, at the sign-in limit's number: in the sign-in count itself, a manager's look-ups
  // (or a QA run's) would refuse that address's sign-ins, which the look-ups must never do.
  const byClient = take(sim.world, `lookup@${clientIp(request)}`, WINDOWS.clientSignIns, now);
  if (!byClient.ok) return tooFrequent(byClient.retryInMs, 'too many account look-ups from this address, wait before trying again');
  record(sim.world, `lookup:${userId}`, WINDOWS.accountLookups, now);
  return undefined;
}

const keyOf = (request: Request) => `signIn:${clientIp(request)}`;

function refusal(verdict: Verdict): Response | undefined {
  return verdict.ok ? undefined : tooFrequent(verdict.retryInMs, 'too many sign-in attempts from this address, wait before trying again');
}

/**
 * A device password entered by `userId` (simulator/world/devicePasswords.ts): undefined when right; the spec's
 * "wrong password" when wrong; "frequent request" with the wait while the device or the account is over its limit.
 */
export function devicePasswordRefusal(sim: Sim, device: Device, userId: number, given: string): Response | undefined {
  const verdict = checkDevicePassword(sim.world, device, userId, given, sim.clock.now());
  if (verdict === 'right') return undefined;
  if (verdict === 'wrong') return fail(BusinessCode.DevicePasswordWrong, 'wrong device password');
  return tooFrequent(verdict.limited, 'too many wrong device passwords, wait before trying again');
}
