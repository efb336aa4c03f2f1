import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { Http, HttpRequest } from '../../src/transport/http';
import { checkCode, sendCode } from '../../src/ui/auth/verificationCalls';

function recordingHttp() {
  const requests: HttpRequest[] = [];
  const http: Http = {
    failures$: new Subject(),
    call: async <T,>(req: HttpRequest) => {
      requests.push(req);
      return { ok: true as const, data: null as T };
    },
  };
  return { http, requests };
}

const phone = { phone: '13800138000', countryCode: '86' };
const email = { email: 'ops@example.com' };

describe('verification code routing', () => {
  it('uses the signed-out SMS and e-mail calls on the sign-in screens, with the purpose', async () => {
    const { http, requests } = recordingHttp();
    await sendCode(http, phone, 'register', false);
    await sendCode(http, email, 'resetPassword', false);
    expect(requests.map((r) => [r.path, r.body, r.auth])).toEqual([
      ['/api/common/mobSendMessage', { ...phone, type: 'register' }, false],
      ['/api/common/emailCode', { ...email, type: 'resetPassword' }, false],
    ]);
  });

  it('uses the authenticated calls for a signed-in user', async () => {
    const { http, requests } = recordingHttp();
    await sendCode(http, phone, 'resetPassword', true);
    await checkCode(http, email, ' 1234 ', true, 'resetPassword');
    expect(requests.map((r) => [r.path, r.body, r.auth])).toEqual([
      ['/api/v1/internal/smsVerificationCode', { ...phone, type: 'resetPassword' }, true],
      ['/api/v1/internal/emailVerificationCodeCheck', { ...email, code: '1234', type: 'resetPassword' }, true],
    ]);
  });

  it('checks a signed-out code against the account it was sent to, for the action it is checked for', async () => {
    const { http, requests } = recordingHttp();
    await checkCode(http, phone, '123456', false, 'register');
    expect(requests[0]).toMatchObject({ path: '/api/common/mobCheckCode', body: { ...phone, code: '123456', type: 'register' } });
  });
});

describe('verification calls and toasts', () => {
  it('are quiet: the form shows a refusal under its code field, never again as a toast', async () => {
    const { http, requests } = recordingHttp();
    await sendCode(http, phone, 'register', false);
    await sendCode(http, email, 'changeAccount', true);
    await checkCode(http, phone, '123456', false, 'register');
    await checkCode(http, email, '123456', true, 'changeAccount');
    expect(requests.map((r) => r.quiet)).toEqual([true, true, true, true]);
  });
});
