// Personal info and account changes (api.md section 7, User): getUserId, selectFriendsList, v1/userName,
// changeLoginPwd, activeAccount, v1/passVerify, v1/emailVerify and v1/account. A phone or e-mail change takes
// effect only when the code sent to the new address comes back; until then the old one stays valid and signs in.
import { http } from 'msw';
import { bareCountryCode } from '../../src/domain/countryCodes';
import { BusinessCode } from '../../src/domain/resultCodes';
import { lockoutDetails } from '../../src/domain/security';
import { firstRefusal } from '../../src/domain/formSchemas';
import { nameSchema } from '../../src/domain/forms/account';
import { checkEmail, checkNewPhone, checkPassword } from '../../src/domain/validation';
import type { EmailVerifyAnswer, FriendItem, PassVerifyAnswer, UserIdAnswer } from '../../src/domain/wire/account';
import type { Sim } from '../sim';
import { findByEmail, findByPhone, smsTarget } from '../world/accounts';
import { samePhoneNumber } from '../../src/domain/phoneNumber';
import { checkPasswordAttempt, identityProven, liveSessionsOf, proveIdentity, securityOf } from '../world/security';
import type { SimUser } from '../world/types';
import { dropQrOf } from '../world/qr';
import { authed, clientIp, fail, ok, SimCode } from './envelope';
import { endAndNotify, ownTarget, spendFreshCode } from './security';
import { codeField } from './verification';
import { signInLimited } from './limited';

/** The caller's own address named by a form (phone or e-mail), as a code target. */
function ownChannel(user: SimUser, account: string) {
  const wanted = account.trim();
  if (wanted.includes('@')) return user.email && wanted.toLowerCase() === user.email.toLowerCase() ? ('email' as const) : undefined;
  return user.phone && samePhoneNumber({ countryCode: user.countryCode, phone: wanted }, { countryCode: user.countryCode, phone: user.phone }) ? ('sms' as const) : undefined;
}

/** A password the caller types again: counted like a sign-in attempt, so guessing it here locks the account too. */
function passwordRefusal(sim: Sim, user: SimUser, password: string): Response | undefined {
  const now = sim.clock.now();
  const check = checkPasswordAttempt(sim.world, user.id, password === user.password, now);
  if (check === 'ok') return undefined;
  if (check === 'wrong') return fail(BusinessCode.CurrentPasswordWrong, 'wrong current password');
  const details = lockoutDetails(securityOf(sim.world, user.id).lock, now);
  if (check === 'lockedNow') sim.log.add('lockout', `user ${user.id} locked until ${new Date(details.lockedUntil).toISOString()} after too many wrong passwords`, { userId: user.id, lockedUntil: details.lockedUntil });
  return fail(BusinessCode.AccountLocked, details);
}

function friendsOf(sim: Sim, user: SimUser): FriendItem[] {
  const mine = new Set(sim.world.memberships.filter((m) => m.userId === user.id).map((m) => m.machineId));
  const shared = new Map<number, number>();
  for (const m of sim.world.memberships) {
    if (m.userId !== user.id && mine.has(m.machineId)) shared.set(m.userId, (shared.get(m.userId) ?? 0) + 1);
  }
  return [...shared]
    .map(([id, devices]) => ({ other: sim.world.users.find((u) => u.id === id), devices }))
    .filter((f): f is { other: SimUser; devices: number } => f.other !== undefined)
    .sort((a, b) => b.devices - a.devices || a.other.id - b.other.id)
    .map(({ other, devices }) => ({ userid: other.id, name: other.name, phone: other.phone, email: other.email, devices }));
}

/** The caller's id, the people they share devices with, and their display name. */
function identityHandlers(sim: Sim) {
  return [
    http.post('*/api/user/getUserId', authed(sim, ({ user }) => ok({ userid: user.id } satisfies UserIdAnswer))),

    http.post('*/api/user/selectFriendsList', authed(sim, ({ user }) => ok(friendsOf(sim, user)))),

    // hwcode 0 success, 400 failure (api.md).
    http.put(
      '*/api/user/v1/userName',
      authed(sim, ({ user }, fields) => {
        // The console's name form parses with the same schema, so both refuse a name for the same reason.
        const parsed = nameSchema.safeParse({ name: fields.name ?? '' });
        if (!parsed.success) return fail(SimCode.invalidInput, firstRefusal(parsed.error));
        const { name } = parsed.data;
        user.name = name;
        sim.log.add('account', `user ${user.id} renamed to ${name}`);
        return ok(null);
      }),
    ),
  ];
}

/** A signed-in password change, and verifying the caller's own phone or e-mail. */
function passwordChangeHandlers(sim: Sim) {
  return [
    // {account, newPwd, oldPwd, code}: body 1 (changed) or 0 (refused: a malformed form). The code went to the
    // caller's own phone or e-mail (`account`). Every other session ends, as after a password reset.
    http.post(
      '*/api/user/changeLoginPwd',
      authed(sim, ({ user, session }, fields, request) => {
        const channel = ownChannel(user, fields.account ?? '');
        const target = channel && ownTarget(user, channel);
        if (!target || !checkPassword(fields.newPwd ?? '').ok) return ok(0);
        const wrongPassword = passwordRefusal(sim, user, fields.oldPwd ?? '');
        if (wrongPassword) return wrongPassword;
        const refused = spendFreshCode(sim, target, codeField(fields));
        if (refused) return refused;
        user.password = fields.newPwd ?? '';
        const others = liveSessionsOf(sim.world, user.id, sim.clock.now()).filter((s) => s !== session);
        const ended = endAndNotify(sim, others, 'passwordChanged', clientIp(request));
        dropQrOf(sim.world, user.id);
        sim.log.add('password', `user ${user.id} changed the password; ${ended} other sessions ended`);
        return ok(1);
      }),
    ),

    // {activeAccount, SMSVerificationCode}: verifies the caller's own phone or e-mail; body 1 or 0.
    http.post(
      '*/api/user/activeAccount',
      authed(sim, ({ user }, fields) => {
        const channel = ownChannel(user, fields.activeAccount ?? '');
        const target = channel && ownTarget(user, channel);
        if (!channel || !target) return ok(0);
        const refused = spendFreshCode(sim, target, codeField(fields));
        if (refused) return refused;
        securityOf(sim.world, user.id).unverified.delete(channel === 'sms' ? 'phone' : 'email');
        sim.log.add('account', `user ${user.id} activated ${channel === 'sms' ? 'the phone' : 'the e-mail'}`);
        return ok(1);
      }),
    ),
  ];
}

/** Changing the phone or e-mail: the password step, the new address's check, the change itself. */
function contactChangeHandlers(sim: Sim) {
  return [
    // ?password: the first step of a phone or e-mail change; unlocks PUT v1/account for 10 minutes.
    http.get(
      '*/api/user/v1/passVerify',
      authed(sim, ({ user }, fields) => {
        const refused = passwordRefusal(sim, user, fields.password ?? '');
        if (refused) return refused;
        proveIdentity(sim.world, user.id, sim.clock.now());
        return ok({ verified: 1 } satisfies PassVerifyAnswer);
      }),
    ),

    // ?email: hwcode 0 when the new address is well formed, not the current one and no other account's.
    http.get(
      '*/api/user/v1/emailVerify',
      authed(sim, ({ user }, fields, request) => {
        // A look-up that tells whether an account has this address: limited like sign-in attempts.
        const limited = signInLimited(sim, request);
        if (limited) return limited;
        const email = (fields.email ?? '').trim();
        const check = checkEmail(email);
        if (!check.ok) return fail(SimCode.invalidInput, check.error);
        const owner = findByEmail(sim.world, email);
        if (owner === user) return fail(SimCode.invalidInput, 'this is already your e-mail');
        if (owner) return fail(SimCode.accountExists, 'e-mail already used by another account');
        return ok({ available: 1 } satisfies EmailVerifyAnswer);
      }),
    ),

    // {phone, countryCode, code} | {email, code}: hwcode 0 success, 420 when another account has the address.
    http.put(
      '*/api/user/v1/account',
      authed(sim, ({ user }, fields) => {
        const now = sim.clock.now();
        if (!identityProven(sim.world, user.id, now)) return fail(BusinessCode.IdentityNotVerified, 'confirm the password first');
        if (fields.email !== undefined) {
          const email = fields.email.trim();
          const check = checkEmail(email);
          if (!check.ok) return fail(SimCode.invalidInput, check.error);
          const owner = findByEmail(sim.world, email);
          if (owner === user) return fail(SimCode.invalidInput, 'this is already your e-mail');
          if (owner) return fail(SimCode.accountExists, 'e-mail already used by another account');
          const refused = spendFreshCode(sim, { channel: 'email', target: email.toLowerCase(), countryCode: '' }, codeField(fields));
          if (refused) return refused;
          user.email = email;
          securityOf(sim.world, user.id).unverified.delete('email');
          sim.log.add('account', `user ${user.id} changed the e-mail to ${email}`);
          return ok(null);
        }
        // The number however it is split between calling code and number (src/domain/phoneNumber.ts).
        const sms = smsTarget(fields.countryCode, fields.phone ?? '');
        const countryCode = sms?.countryCode ?? bareCountryCode(fields.countryCode);
        const phone = sms?.target ?? (fields.phone ?? '').trim();
        const check = checkNewPhone(phone, user.countryCode === countryCode ? user.phone : '', countryCode);
        if (!check.ok) return fail(SimCode.invalidInput, check.error);
        const owner = findByPhone(sim.world, phone, countryCode);
        if (owner && owner !== user) return fail(SimCode.accountExists, 'phone already used by another account');
        const refused = spendFreshCode(sim, { channel: 'sms', target: phone, countryCode }, codeField(fields));
        if (refused) return refused;
        user.phone = phone;
        user.countryCode = countryCode;
        securityOf(sim.world, user.id).unverified.delete('phone');
        sim.log.add('account', `user ${user.id} changed the phone to +${countryCode} ${phone}`);
        return ok(null);
      }),
    ),
  ];
}

export function accountHandlers(sim: Sim) {
  return [
    ...identityHandlers(sim),
    ...passwordChangeHandlers(sim),
    ...contactChangeHandlers(sim),
  ];
}
