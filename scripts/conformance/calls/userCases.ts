// Catalogue cases of the user and verification calls: reads as the Akey, sessions of its own that a case ends,
// throwaway accounts registered through the public API for what changes an account, and the accounts file's
// spare accounts for what needs a second code to an address within the minute (a password set to itself, a
// phone activated again).
import { NotPlayable, signIn } from '../playerBase';
import { hwdata, type Fixture } from '../probe';
import { pickId, type CallCase } from './types';
import { fieldOf } from '../../../src/domain/wire/record';

const spare = (f: Fixture, index: number) => {
  const account = f.a.spares?.[index];
  if (!account) throw new NotPlayable(`the accounts file names no spare account ${index + 1} ("spares"): an account whose password is set to itself and whose codes the code source shows`);
  return account;
};
const ownTarget = (f: Fixture, account: string): Record<string, string> => (account.includes('@') ? { email: account } : { phone: account, countryCode: f.a.countryCode });
const targetText = (f: Fixture, account: string) => (account.includes('@') ? account : `${f.a.countryCode} ${account}`);

export const userCases: CallCase[] = [
  {
    name: 'the Akey reads its profile, friends, sessions and security overview',
    calls: ['POST /api/user/selectInfo', 'POST /api/user/selectFriendsList', 'POST /api/user/getUserId', 'POST /api/user/getMsgCenterMsgs', 'GET /api/user/v1/tokenInfo', 'POST /api/safety/update', 'GET /api/user/v1/passVerify', 'GET /api/internal/v1/icons'],
    async run(p, f) {
      const token = await f.token(f.a.akey);
      await p.call('POST /api/user/selectInfo', {}, { token });
      await p.call('POST /api/user/selectFriendsList', {}, { token });
      await p.call('POST /api/user/getUserId', {}, { token });
      await p.call('POST /api/user/getMsgCenterMsgs', {}, { token });
      await p.call('GET /api/user/v1/tokenInfo', { page: '1', pageSize: '15' }, { token });
      await p.call('POST /api/safety/update', {}, { token });
      await p.call('GET /api/user/v1/passVerify', { password: f.a.password }, { token });
      await p.call('GET /api/internal/v1/icons', {}, { token });
      const wrong = await p.call('GET /api/user/v1/passVerify', { password: `${f.a.password}-not` }, { token, expect: 'any' });
      p.effect(['GET /api/user/v1/passVerify'], 'a wrong password is refused', String(wrong.hwcode) !== '0' || fieldOf(wrong.hwdata, 'valid') === false, wrong);
      const ids = [hwdata<{ userid?: number }>(await p.call('POST /api/user/getUserId', {}, { token }))?.userid, hwdata<{ userid?: number }>(await p.call('POST /api/user/getUserId', {}, { token: await f.token(f.a.bkey) }))?.userid];
      p.effect(['POST /api/user/getUserId'], `${f.a.akey} and ${f.a.bkey} have different user ids`, ids[0] !== undefined && ids[0] !== ids[1], ids);
    },
  },
  {
    name: 'the Akey renames itself and hides its map, each read back and put back (no code needed)',
    lane: 'akey-profile',
    calls: ['PUT /api/user/v1/userName', 'PUT /api/user/v1/hideMap', 'POST /api/v1/users/enableTwoFactorAuthentication', 'GET /api/user/v1/emailVerify'],
    async run(p, f) {
      const token = await f.token(f.a.akey);
      type Profile = { name?: string; hide_map?: number };
      const profile = async () => hwdata<Profile>(await p.call('POST /api/user/selectInfo', {}, { token }));
      const before = await profile();
      const name = before.name ?? 'Akey';
      const renamed = `${name.slice(0, 10)}cf`;
      await p.call('PUT /api/user/v1/userName', { name: renamed }, { token });
      const seen = await profile();
      p.effect(['PUT /api/user/v1/userName', 'POST /api/user/selectInfo'], `the profile shows the name ${renamed} once renamed`, seen.name === renamed, seen.name);
      await p.call('PUT /api/user/v1/userName', { name }, { token });
      p.effect(['PUT /api/user/v1/userName'], `the profile shows the name ${name} again`, (await profile()).name === name);
      const hidden = before.hide_map === 1 ? '0' : '1';
      await p.call('PUT /api/user/v1/hideMap', { hideMap: hidden }, { token });
      const map = await profile();
      p.effect(['PUT /api/user/v1/hideMap'], `the profile's hide_map reads ${hidden} once set`, String(map.hide_map) === hidden, map.hide_map);
      await p.call('PUT /api/user/v1/hideMap', { hideMap: String(before.hide_map ?? 0) }, { token });
      // Two-factor sign-in off while it is off needs no code; an e-mail nobody holds is free to take.
      await p.call('POST /api/v1/users/enableTwoFactorAuthentication', { enable: '0', channel: 'sms', code: '' }, { token });
      await p.call('GET /api/user/v1/emailVerify', { email: f.newTargets().email }, { token });
    },
  },
  {
    name: 'sessions: two sign-ins are two sessions, a desktop QR code is new each time, an unknown account is not there',
    lane: 'akey-sessions',
    calls: ['POST /api/user/login', 'GET /api/user/v1/tokenInfo', 'POST /api/user/getQrToken', 'POST /api/user/qrLoginCheck', 'GET /api/user/v1/confirmAccount'],
    async run(p, f) {
      const signIn = async () => hwdata<{ token?: string }>(await p.call('POST /api/user/login', { loginName: f.a.akey, loginPwd: f.a.password, countryCode: f.a.countryCode, terminalUUID: 'conformance', terminalType: 'web', terminalName: 'Conformance', terminalOS: 'Node', loginOemId: '' }))?.token;
      const [one, two] = [await signIn(), await signIn()];
      p.effect(['POST /api/user/login'], 'two sign-ins give two tokens', one !== undefined && two !== undefined && one !== two, [one, two]);
      const sessions = async (token: string | undefined) => {
        const hw = hwdata<{ list?: { id: string; current?: number }[] } | { id: string; current?: number }[]>(await p.call('GET /api/user/v1/tokenInfo', { page: '1', pageSize: '100' }, { token }));
        return Array.isArray(hw) ? hw : (hw?.list ?? []);
      };
      const before = (await sessions(two)).map((x) => String(x.id));
      const three = await signIn();
      // Other cases sign in beside this one: the new session is the one marked current for its own token.
      const current = (await sessions(three)).find((x) => x.current === 1);
      p.effect(['GET /api/user/v1/tokenInfo'], 'a new sign-in is a session the list did not hold before', current !== undefined && !before.includes(String(current.id)), [before, current]);
      await p.call('POST /api/user/logout', { token: three ?? '' }, { token: three });
      const codes = [hwdata<{ qrToken?: string }>(await p.call('POST /api/user/getQrToken', {}))?.qrToken, hwdata<{ qrToken?: string }>(await p.call('POST /api/user/getQrToken', {}))?.qrToken];
      p.effect(['POST /api/user/getQrToken'], 'each desktop QR code is new', codes[0] !== undefined && codes[0] !== codes[1], codes);
      await p.refusesUnknown('POST /api/user/qrLoginCheck', { qrToken: 'not-a-qr-token-0000' }, {}, 'a QR code the cloud never issued');
      const ghost = f.newTargets().email;
      const missing = await p.call('GET /api/user/v1/confirmAccount', { email: ghost }, { expect: 'any' });
      p.effect(['GET /api/user/v1/confirmAccount'], `${ghost}, which no account holds, is not confirmed`, String(missing.hwcode) !== '0' || fieldOf(missing.hwdata, 'exists') === false, missing);
    },
  },
  {
    name: 'signed out: sign in, the apps, an account that exists, a desktop QR code',
    calls: ['POST /api/user/login', 'GET /api/common/appDownload', 'GET /api/user/v1/confirmAccount', 'POST /api/user/getQrToken', 'POST /api/user/qrLoginCheck'],
    async run(p, f) {
      await p.call('POST /api/user/login', { loginName: f.a.akey, loginPwd: f.a.password, countryCode: f.a.countryCode, terminalUUID: 'conformance', terminalType: 'web', terminalName: 'Conformance', terminalOS: 'Node', loginOemId: '' });
      await p.call('GET /api/common/appDownload', {});
      await p.call('GET /api/user/v1/confirmAccount', ownTarget(f, f.a.akey));
      const qr = await p.call('POST /api/user/getQrToken', {});
      await p.call('POST /api/user/qrLoginCheck', { qrToken: hwdata<{ qrToken: string }>(qr).qrToken });
    },
  },
  {
    name: 'a session of its own is ended from another, then signed out',
    calls: ['DELETE /api/user/v1/tokenInfo/', 'POST /api/user/logout'],
    async run(p, f) {
      const first = await f.freshToken(f.a.akey);
      const second = await f.freshToken(f.a.akey);
      const seen = await p.call('GET /api/user/v1/tokenInfo', { page: '1', pageSize: '100' }, { token: second });
      const id = pickId(hwdata(seen), (s) => s.current === 1, 'id', 'current session');
      await p.call('DELETE /api/user/v1/tokenInfo/', {}, { token: first, id });
      const left = hwdata<{ list?: { id: string }[] } | { id: string }[]>(await p.call('GET /api/user/v1/tokenInfo', { page: '1', pageSize: '100' }, { token: first }));
      const ids = (Array.isArray(left) ? left : (left?.list ?? [])).map((s) => String(s.id));
      p.effect(['DELETE /api/user/v1/tokenInfo/'], `session ${id} is gone once ended`, !ids.includes(id), ids);
      await p.call('POST /api/user/logout', { token: first }, { token: first });
      const after = await p.call('POST /api/user/selectInfo', {}, { token: first, expect: 'any' });
      p.effect(['POST /api/user/logout'], 'a signed-out token answers 113', String(after.hwcode) === '113', after);
    },
  },
  {
    name: 'a throwaway account (by phone) renames itself, hides the map, moves to a new e-mail',
    lane: 'throwaway-phone',
    calls: ['POST /api/common/mobSendMessage', 'POST /api/common/mobCheckCode', 'POST /api/user/v1/register', 'POST /api/v1/internal/emailVerificationCode', 'POST /api/v1/internal/emailVerificationCodeCheck', 'PUT /api/user/v1/account'],
    async run(p, f) {
      const me = await f.throwaway(p);
      const token = me.token;
      await p.call('PUT /api/user/v1/userName', { name: 'Cf-renamed' }, { token });
      await p.call('PUT /api/user/v1/hideMap', { hideMap: '1' }, { token });
      await p.call('PUT /api/user/v1/hideMap', { hideMap: '0' }, { token });
      // Two-factor sign-in off while it is off needs no code.
      await p.call('POST /api/v1/users/enableTwoFactorAuthentication', { enable: '0', channel: 'sms', code: '' }, { token });
      const email = f.newTargets().email;
      await p.call('GET /api/user/v1/emailVerify', { email }, { token });
      await p.call('GET /api/user/v1/passVerify', { password: me.password }, { token });
      await p.call('POST /api/v1/internal/emailVerificationCode', { email, type: 'changeAccount' }, { token, waitOut: true });
      const code = await f.code(email);
      await p.call('POST /api/v1/internal/emailVerificationCodeCheck', { email, code }, { token });
      await p.call('PUT /api/user/v1/account', { email, code }, { token });
    },
  },
  {
    name: 'a throwaway account (by e-mail) moves to a new phone',
    lane: 'throwaway-email',
    calls: ['POST /api/common/emailCode', 'POST /api/common/emailVerify', 'POST /api/v1/internal/smsVerificationCode', 'POST /api/v1/internal/smsVerificationCodeCheck'],
    async run(p, f) {
      f.requireCodes();
      const { email, phone } = f.newTargets();
      const password = f.a.password;
      await p.call('POST /api/common/emailCode', { email, type: 'register' }, { waitOut: true });
      const code = await f.code(email);
      await p.call('POST /api/common/emailVerify', { email, code });
      await p.call('POST /api/user/v1/register', { email, password, name: 'Cf-mail', oemid: '', hideMap: '0' });
      const token = await signIn(f.t, { ...f.a, password }, email);
      await p.call('GET /api/user/v1/passVerify', { password }, { token });
      const cc = f.a.countryCode;
      await p.call('POST /api/v1/internal/smsVerificationCode', { phone, countryCode: cc, type: 'changeAccount' }, { token, waitOut: true });
      const sms = await f.code(`${cc} ${phone}`);
      await p.call('POST /api/v1/internal/smsVerificationCodeCheck', { phone, countryCode: cc, code: sms }, { token });
      await p.call('PUT /api/user/v1/account', { phone, countryCode: cc, code: sms }, { token });
    },
  },
  {
    name: 'a spare account activates its own phone or e-mail again',
    calls: ['POST /api/user/activeAccount'],
    async run(p, f) {
      const account = spare(f, 0);
      f.requireCodes();
      const token = await f.freshToken(account);
      const send = account.includes('@') ? 'POST /api/v1/internal/emailVerificationCode' : 'POST /api/v1/internal/smsVerificationCode';
      await p.call(send, { ...ownTarget(f, account), type: 'activate' }, { token, waitOut: true });
      const code = await f.code(targetText(f, account));
      await p.call('POST /api/user/activeAccount', { activeAccount: account, SMSVerificationCode: code }, { token });
    },
  },
  {
    name: 'a spare account changes its password to the same one',
    calls: ['POST /api/user/changeLoginPwd'],
    async run(p, f) {
      const account = spare(f, 1);
      f.requireCodes();
      const token = await f.freshToken(account);
      const send = account.includes('@') ? 'POST /api/v1/internal/emailVerificationCode' : 'POST /api/v1/internal/smsVerificationCode';
      await p.call(send, { ...ownTarget(f, account), type: 'changePassword' }, { token, waitOut: true });
      const code = await f.code(targetText(f, account));
      await p.call('POST /api/user/changeLoginPwd', { account, newPwd: f.a.password, oldPwd: f.a.password, code }, { token });
    },
  },
  {
    name: 'a spare account resets its password to the same one',
    calls: ['PUT /api/user/v1/password'],
    async run(p, f) {
      const account = spare(f, 2);
      f.requireCodes();
      const target = ownTarget(f, account);
      const [send, check] = account.includes('@') ? ['POST /api/common/emailCode', 'POST /api/common/emailVerify'] : ['POST /api/common/mobSendMessage', 'POST /api/common/mobCheckCode'];
      await p.call(send, { ...target, type: 'resetPassword' }, { waitOut: true });
      const code = await f.code(targetText(f, account));
      await p.call(check, { ...target, code });
      await p.call('PUT /api/user/v1/password', { ...target, password: f.a.password });
    },
  },
];
