// Device passwords cannot be guessed (docs/decisions.md, "Security", ASVS 2.2.1): every place that checks one (machine/add, the audit
// mode change, audit/checkMachinePwd, the Akey+password bind that stands for a visit password) counts wrong ones per
// device and per account. 5 wrong on one device in 15 minutes shut that device's password for 15 minutes, the right
// password included; 20 wrong in an hour stop the account. Counted on the simulator's clock (tests move it).
import { sameCode } from './codes';
import { allowed, record, WINDOWS, type Verdict } from './limits';
import type { Device, World } from './types';

export type DevicePasswordVerdict = 'right' | 'wrong' | { limited: number };

const deviceKey = (device: Device) => `devicePwd:${device.machine_id}`;
const lockKey = (device: Device) => `devicePwdLock:${device.machine_id}`;
const accountKey = (userId: number) => `devicePwdUser:${userId}`;

function worst(...verdicts: Verdict[]): Verdict {
  let retry = 0;
  for (const v of verdicts) if (!v.ok) retry = Math.max(retry, v.retryInMs);
  return retry > 0 ? { ok: false, retryInMs: retry } : { ok: true };
}

/**
 * Checks `given` against the device's password for `userId`. A refusal of the limits is answered before the
 * password is compared, so a locked device tells nothing about the try.
 */
export function checkDevicePassword(world: World, device: Device, userId: number, given: string, now: number): DevicePasswordVerdict {
  const gate = worst(allowed(world, lockKey(device), WINDOWS.deviceLocked, now), allowed(world, accountKey(userId), WINDOWS.accountWrongDevicePasswords, now));
  if (!gate.ok) return { limited: gate.retryInMs };
  if (sameCode(device.password, given)) return 'right';
  record(world, accountKey(userId), WINDOWS.accountWrongDevicePasswords, now);
  record(world, deviceKey(device), WINDOWS.deviceWrongPasswords, now);
  // The fifth wrong one within the window sets the lock mark, which stays for the whole 15 minutes.
  if (!allowed(world, deviceKey(device), WINDOWS.deviceWrongPasswords, now).ok) record(world, lockKey(device), WINDOWS.deviceLocked, now);
  return 'wrong';
}
