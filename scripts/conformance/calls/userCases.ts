// Catalogue cases of the user and verification calls: reads as the Akey, sessions of its own that a case ends,
// throwaway accounts registered through the public API for what changes an account, and the accounts file's
// spare accounts for what needs a second code to an address within the minute (a password set to itself, a
// phone activated again).
import { NotPlayable, signIn } from '../playerBase';
import { hwdata, type Fixture } from '../probe';
import { pickId, type CallCase } from './types';

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
      const id = pickId<{ id: string; current: number }>(hwdata(seen), (s) => s.current === 1, 'id', 'current session');
      await p.call('DELETE /api/user/v1/tokenInfo/', {}, { token: first, id });
      await p.call('POST /api/user/logout', { token: first }, { token: first });
    },
  },
  {
    name: 'a throwaway account (by phone) renames itself, hides the map, moves to a new e-mail',
    lane: 'throwaway-phone',
    calls: ['POST /api/common/mobSendMessage', 'POST /api/common/mobCheckCode', 'POST /api/user/v1/register', 'PUT /api/user/v1/userName', 'PUT /api/user/v1/hideMap', 'POST /api/v1/users/enableTwoFactorAuthentication', 'GET /api/user/v1/emailVerify', 'POST /api/v1/internal/emailVerificationCode', 'POST /api/v1/internal/emailVerificationCodeCheck', 'PUT /api/user/v1/account'],
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
