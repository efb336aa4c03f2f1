// The forgotten-password form without a cloud: an account the cloud does not know is named inline and no code is
// asked for it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode, classify } from '../../domain/resultCodes';
import enAuth from '../../i18n/en/auth';
import { renderScreen } from '../../../tests/component/render';
import ForgetPwdPage from './ForgetPwdPage';

describe('forgotten password', () => {
  it('an unknown account is named inline and gets no code', async () => {
    // confirmAccount answers a business code for an account that does not exist (tests/sim/accounts.test.ts).
    const unknown = classify({ type: 'response', status: 200, hwcode: BusinessCode.AccountNotFound, hwdata: 'account does not exist' });
    const { user, cloud } = await renderScreen(<ForgetPwdPage />, {
      path: '/forgetPwd?lang=en',
      answer: (request) => (request.path === '/api/user/v1/confirmAccount' ? { ok: false, outcome: unknown } : undefined),
    });
    await user.type(await screen.findByTestId('forget-account'), 'nobody@example.org');
    await user.click(screen.getByTestId('forget-code-send'));
    expect(await screen.findByText(enAuth.forget.accountUnknown, { exact: true })).toBeTruthy();
    expect(cloud.paths()).toEqual(['/api/user/v1/confirmAccount']);
  });
});
