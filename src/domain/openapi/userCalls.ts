// The user and verification calls (api.md section 7, User and Verification) and the phone's side of a desktop QR
// sign-in (an extension): payload and answer schemas from src/domain/wire (user.ts, account.ts, verification.ts,
// msgCenter.ts, schemas/qrConfirm.ts) and the business codes each may answer. The camera-account calls under
// /api/user/ are documented with the other camera calls (registry.ts).
import * as user from '../wire/user';
import * as account from '../wire/account';
import * as verification from '../wire/verification';
import { msgCenterPayload, msgCenterSummary } from '../wire/msgCenter';
import * as qr from '../wire/schemas/qrConfirm';
import type { BusinessCodeName } from '../resultCodes';
import { z } from 'zod';
import type { CallDoc } from './callDoc';

/** A call without fields (api.md: payload "not shown"; the console sends none). */
const none = z.object({});

const codeRefusals: BusinessCodeName[] = ['CodeWrong', 'CodeExpired', 'CodeUsed', 'RequestTooFrequent'];
const sendCodes: BusinessCodeName[] = ['InvalidInput', 'CodeTooFrequent'];
/** A check that names its `type` refuses a code sent for another action. */
const checkCodes: BusinessCodeName[] = ['InvalidInput', ...codeRefusals, 'CodeOtherPurpose'];
const qrCodes: BusinessCodeName[] = ['QrUnknown', 'QrExpired', 'QrAlreadyUsed'];

export const USER_CALLS: Readonly<Record<string, CallDoc>> = {
  'POST /api/user/login': {
    summary: 'Sign in',
    description: 'Answers the token (stored as the cloudtoken cookie for 30 days) or, for a two-factor account, a challenge.',
    payload: user.loginPayload,
    alternatives: [account.twoFactorCodePayload, account.twoFactorResendPayload],
    answer: account.loginAnswer,
    codes: ['LoginFailed', 'LoginRefused', 'AccountLocked', 'RequestTooFrequent', 'CodeWrong', 'CodeExpired', 'CodeTooFrequent', 'TwoFactorExpired'],
    public: true,
  },
  'POST /api/user/logout': {
    summary: 'Sign out: the token ends',
    description: 'The token travels in the body (the console sends it even when its cookie is gone).',
    payload: user.logoutPayload,
    answer: verification.codeAnswer,
    public: true,
  },
  'POST /api/user/v1/register': {
    summary: 'Register with a phone or an e-mail',
    description: 'Needs a code verified for the phone or e-mail (mobCheckCode or emailVerify) first.',
    payload: user.registerPhonePayload,
    alternatives: [user.registerEmailPayload],
    answer: user.registerAnswer,
    codes: ['InvalidInput', 'AccountExists', 'CodeNotVerified', 'RequestTooFrequent'],
    public: true,
  },
  'POST /api/user/selectInfo': { summary: 'The signed-in user', payload: none, answer: user.userInfo },
  'POST /api/user/selectFriendsList': { summary: 'The people who share a device with the caller', payload: none, answer: account.friendList },
  'POST /api/user/getUserId': { summary: 'The signed-in user\'s id', payload: none, answer: account.userIdAnswer },
  'POST /api/user/activeAccount': {
    summary: 'Verify the caller\'s own phone or e-mail with the code sent to it (1 done, 0 not the caller\'s)',
    payload: account.activeAccountPayload,
    answer: account.doneFlag,
    codes: codeRefusals,
  },
  'PUT /api/user/v1/userName': { summary: 'Rename the signed-in user', payload: account.userNamePayload, answer: verification.codeAnswer, codes: ['InvalidInput'] },
  'PUT /api/user/v1/account': {
    summary: 'Change the phone or e-mail, with the code sent to the new one',
    description: 'Within 10 minutes of GET v1/passVerify. 420 when another account has the address.',
    payload: account.changePhonePayload,
    alternatives: [account.changeEmailPayload],
    answer: verification.codeAnswer,
    codes: ['IdentityNotVerified', 'InvalidInput', 'AccountExists', ...codeRefusals],
  },
  'POST /api/user/changeLoginPwd': {
    summary: 'Change the password (1 changed, 0 refused); every other session ends',
    payload: account.changePasswordPayload,
    answer: account.doneFlag,
    codes: ['CurrentPasswordWrong', 'AccountLocked', ...codeRefusals],
  },
  'GET /api/user/v1/confirmAccount': {
    summary: 'Does an account with this phone or e-mail exist (password recovery)',
    payload: user.phoneQuery,
    alternatives: [user.emailQuery],
    answer: user.confirmAccountAnswer,
    codes: ['InvalidInput', 'AccountNotFound', 'RequestTooFrequent'],
    public: true,
  },
  'PUT /api/user/v1/password': {
    summary: 'Reset a forgotten password; every session ends',
    description: 'Needs a code sent for resetPassword (or for no named action) and verified for the account within the last 10 minutes.',
    payload: user.resetPhonePayload,
    alternatives: [user.resetEmailPayload],
    answer: verification.codeAnswer,
    codes: ['InvalidInput', 'CodeNotVerified', 'CodeOtherPurpose', 'RequestTooFrequent'],
    public: true,
  },
  'GET /api/user/v1/passVerify': {
    summary: 'Prove the password before a phone or e-mail change',
    payload: account.passVerifyQuery,
    answer: account.passVerifyAnswer,
    codes: ['CurrentPasswordWrong', 'AccountLocked'],
  },
  'GET /api/user/v1/emailVerify': {
    summary: 'Is an e-mail free for the caller to move to',
    payload: account.emailVerifyQuery,
    answer: account.emailVerifyAnswer,
    codes: ['InvalidInput', 'AccountExists', 'RequestTooFrequent'],
  },
  'PUT /api/user/v1/hideMap': { summary: 'Hide or show the cloud-map menu entry', payload: user.hideMapPayload, answer: user.hideMapAnswer, codes: ['InvalidInput'] },
  'POST /api/user/getMsgCenterMsgs': { summary: 'Per message-centre scene, the unread count and the newest message', payload: msgCenterPayload, answer: msgCenterSummary },
  'POST /api/user/getQrToken': { summary: 'A QR sign-in code for the phone to scan', payload: none, answer: user.qrToken, codes: ['RequestTooFrequent'], public: true },
  'POST /api/user/qrLoginCheck': {
    summary: 'State of a QR sign-in code, with the login once a phone confirmed it',
    payload: user.qrLoginCheckPayload,
    answer: user.qrLoginCheck,
    codes: ['InvalidInput'],
    public: true,
  },
  'GET /api/user/v1/tokenInfo': { summary: 'The live login terminals, the caller\'s marked current', payload: account.tokenInfoQuery, answer: account.tokenInfoPage },
  'DELETE /api/user/v1/tokenInfo/': {
    summary: 'End one login session, or every other one with the id `others`',
    payload: none,
    pathId: z.string().regex(/^(others|[0-9a-f]{1,128})$/),
    answer: account.revokeAnswer,
    codes: ['SessionNotFound', 'InvalidInput'],
  },
  'POST /api/safety/update': { summary: 'The security overview', payload: none, answer: account.securityOverview },

  'POST /api/common/emailCode': { summary: 'Send an e-mail code (signed out)', payload: verification.emailCodeRequest, answer: verification.codeAnswer, codes: sendCodes, public: true },
  'POST /api/common/mobSendMessage': { summary: 'Send an SMS code (signed out)', payload: verification.smsCodeRequest, answer: verification.codeAnswer, codes: sendCodes, public: true },
  'POST /api/common/mobCheckCode': { summary: 'Check an SMS code', payload: verification.smsCodeCheck, answer: verification.codeAnswer, codes: checkCodes, public: true },
  'POST /api/common/emailVerify': { summary: 'Check an e-mail code', payload: verification.emailCodeCheck, answer: verification.codeAnswer, codes: checkCodes, public: true },
  'POST /api/v1/internal/smsVerificationCode': {
    summary: 'Send an SMS code for the signed-in user',
    description: 'To the caller\'s own phone or a free one: a phone another account has answers 420 before any code goes.',
    payload: verification.smsCodeRequest,
    answer: verification.codeAnswer,
    codes: [...sendCodes, 'AccountExists', 'RequestTooFrequent'],
  },
  'POST /api/v1/internal/smsVerificationCodeCheck': { summary: 'Check an SMS code (signed in)', payload: verification.smsCodeCheck, answer: verification.codeAnswer, codes: checkCodes },
  'POST /api/v1/internal/emailVerificationCode': {
    summary: 'Send an e-mail code for the signed-in user',
    description: 'To the caller\'s own e-mail or a free one: an address another account has answers 420 before any code goes.',
    payload: verification.emailCodeRequest,
    answer: verification.codeAnswer,
    codes: [...sendCodes, 'AccountExists', 'RequestTooFrequent'],
  },
  'POST /api/v1/internal/emailVerificationCodeCheck': { summary: 'Check an e-mail code (signed in)', payload: verification.emailCodeCheck, answer: verification.codeAnswer, codes: checkCodes },
  'POST /api/v1/users/enableTwoFactorAuthentication': {
    summary: 'Switch two-factor sign-in on or off',
    description: 'With a fresh code sent to the caller\'s own address on the channel (type twoFactor).',
    payload: account.twoFactorSwitchPayload,
    answer: account.twoFactorSwitchAnswer,
    codes: ['InvalidInput', ...codeRefusals],
  },

  'POST /api/ext/v1/qr/scan': {
    summary: 'The phone scanned a desktop QR sign-in code (extension)',
    description: 'By the signed-in phone user. Answers which computer asks, so the phone can ask "sign in on the computer as …?"; the computer\'s qrLoginCheck answers scanned.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrScanAnswer,
    codes: qrCodes,
  },
  'POST /api/ext/v1/qr/confirm': {
    summary: 'The phone confirms a desktop QR sign-in (extension)',
    description: 'Only by the user who scanned it. The computer\'s next qrLoginCheck answers confirmed with a login of this user; the code cannot be used again.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrDecisionAnswer,
    codes: qrCodes,
  },
  'POST /api/ext/v1/qr/cancel': {
    summary: 'The phone declines a desktop QR sign-in (extension)',
    description: 'The code goes back to waiting on the computer, which may be scanned again.',
    payload: qr.qrDecisionPayload,
    answer: qr.qrDecisionAnswer,
    codes: qrCodes,
  },
};
