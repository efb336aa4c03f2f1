// Which inline errors of a sign-in form go away as the user types (src/ui/auth/useAuthForm.ts).
import { describe, expect, it } from 'vitest';
import { errorsAfterEdit } from '../../src/ui/auth/useAuthForm';
import type { ResetErrors, ResetForm } from '../../src/ui/auth/accountForms';

const shown: ResetErrors = {
  account: 'validation:phone.format',
  code: 'validation:code.format',
  password: 'validation:password.length',
  confirm: 'validation:password.mismatch',
};

describe('errors after an edit', () => {
  it('typing in a field retires that field’s error only', () => {
    expect(errorsAfterEdit<ResetForm, ResetErrors>(shown, { code: '1' })).toEqual({
      account: shown.account,
      password: shown.password,
      confirm: shown.confirm,
    });
  });

  it('a new password also retires the mismatch under the confirmation', () => {
    expect(errorsAfterEdit<ResetForm, ResetErrors>(shown, { password: 'x' })).toEqual({ account: shown.account, code: shown.code });
  });

  it('typing the confirmation leaves the password’s own error', () => {
    expect(errorsAfterEdit<ResetForm, ResetErrors>(shown, { confirm: 'x' })).toEqual({
      account: shown.account,
      code: shown.code,
      password: shown.password,
    });
  });

  it('a form can tie a field to another: a new calling code retires the phone number’s error', () => {
    const tied = errorsAfterEdit<ResetForm, ResetErrors>(shown, { countryCode: '852' }, { countryCode: ['account'] });
    expect(tied).toEqual({ code: shown.code, password: shown.password, confirm: shown.confirm });
    // Without the tie the calling code has no error of its own to retire.
    expect(errorsAfterEdit<ResetForm, ResetErrors>(shown, { countryCode: '852' })).toEqual(shown);
  });

  it('leaves the errors it was given untouched', () => {
    const before = { ...shown };
    errorsAfterEdit<ResetForm, ResetErrors>(shown, { password: 'x', account: 'y' });
    expect(shown).toEqual(before);
  });
});
