import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { channelOf, registerSchema, resetSchema, type AccountChannel } from '../../src/domain/forms/auth';
import { accountsOf, buildRegisterPayload, buildResetPayload, loginPathFor, targetOf } from '../../src/ui/auth/accountForms';
import { prefillFromSearch } from '../../src/ui/auth/rememberLogin';

type Registration = z.input<ReturnType<typeof registerSchema>> & { by: AccountChannel };

/** The first refusal per field, as the form shows them. */
function refusals(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const validateRegisterForm = ({ by, ...values }: Registration) => refusals(registerSchema(by), values);
const validateResetForm = (values: z.input<typeof resetSchema>) => refusals(resetSchema, values);

const registration = (over: Partial<Registration> = {}): Registration => ({
  by: 'phone',
  name: '张三',
  account: '13800138001',
  countryCode: '86',
  password: 'secret12',
  confirm: 'secret12',
  code: '123456',
  ...over,
});

describe('registration rules, shown per field before any call', () => {
  it('accepts a complete phone registration', () => {
    expect(validateRegisterForm(registration())).toEqual({});
  });

  it('names every broken field at once', () => {
    expect(
      validateRegisterForm(registration({ name: 'a', account: '123', password: '12345', confirm: '', code: '12345' })),
    ).toEqual({
      name: 'validation:userName.length',
      account: 'validation:phone.format',
      password: 'validation:password.length',
      code: 'validation:code.length',
    });
  });

  it('reports mismatching passwords on the confirmation field', () => {
    expect(validateRegisterForm(registration({ confirm: 'secret13' }))).toEqual({ confirm: 'validation:password.mismatch' });
  });

  it('rejects special characters in the name and an empty code', () => {
    const errors = validateRegisterForm(registration({ name: 'ab#c', code: ' ' }));
    expect(errors.name).toBe('validation:userName.chars');
    expect(errors.code).toBe('validation:code.required');
  });

  it('checks the e-mail pattern when registering by e-mail', () => {
    expect(validateRegisterForm(registration({ by: 'email', account: 'x@y' })).account).toBe('validation:email.format');
    expect(validateRegisterForm(registration({ by: 'email', account: 'ops@example.com' }))).toEqual({});
  });

  it('sends the phone with its calling code, or the e-mail without one', () => {
    expect(buildRegisterPayload(registration({ account: '+8613800138001', name: ' 张三 ' }), 'main')).toEqual({
      phone: '13800138001',
      countryCode: '86',
      password: 'secret12',
      name: '张三',
      oemid: 'main',
      hideMap: 0,
    });
    const byEmail = buildRegisterPayload(registration({ by: 'email', account: ' ops@example.com ' }), 'main');
    expect(byEmail).toEqual({ email: 'ops@example.com', password: 'secret12', name: '张三', oemid: 'main', hideMap: 0 });
  });
});

describe('password reset', () => {
  it('treats an identifier with an at sign as e-mail, anything else as a phone', () => {
    expect(channelOf('ops@example.com')).toBe('email');
    expect(channelOf('13800138000')).toBe('phone');
  });

  it('checks the account, the code and both passwords', () => {
    expect(validateResetForm({ account: '', countryCode: '86', code: '', password: '', confirm: '' })).toEqual({
      account: 'validation:phone.required',
      code: 'validation:code.required',
      password: 'validation:password.required',
    });
    expect(validateResetForm({ account: 'a@b.cn', countryCode: '86', code: '1234', password: 'abcdef', confirm: 'abcdef' })).toEqual({});
  });

  it('builds PUT v1/password for a phone or an e-mail', () => {
    expect(buildResetPayload(targetOf('phone', '13800138000', '86'), 'newpass')).toEqual({
      phone: '13800138000',
      countryCode: '86',
      password: 'newpass',
    });
    expect(buildResetPayload(targetOf('email', 'a@b.cn', '86'), 'newpass')).toEqual({ email: 'a@b.cn', password: 'newpass' });
  });

  it('offers a signed-in user the phone first, then the e-mail, skipping empty ones', () => {
    expect(accountsOf({ phone: '13800138000', email: 'a@b.cn', countryCode: '' })).toEqual([
      { phone: '13800138000', countryCode: '86' },
      { email: 'a@b.cn' },
    ]);
    expect(accountsOf({ phone: '', email: 'a@b.cn', countryCode: '86' })).toEqual([{ email: 'a@b.cn' }]);
  });
});

describe('back to the login page with the account filled in', () => {
  it('round-trips a phone and an e-mail account through the login URL', () => {
    const phonePath = loginPathFor({ phone: '7700900123', countryCode: '44' });
    expect(prefillFromSearch(phonePath.slice(phonePath.indexOf('?')))).toEqual({
      tab: 'phone',
      loginName: '7700900123',
      countryCode: '44',
    });
    const emailPath = loginPathFor({ email: 'a+b@example.com' });
    expect(prefillFromSearch(emailPath.slice(emailPath.indexOf('?')))).toMatchObject({ tab: 'email', loginName: 'a+b@example.com' });
  });

  it('ignores a URL without a usable account', () => {
    expect(prefillFromSearch('?lang=en')).toBeNull();
    expect(prefillFromSearch('?tab=qr&loginName=x')).toBeNull();
  });
});
