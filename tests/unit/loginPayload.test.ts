import { describe, expect, it } from 'vitest';
import { buildLoginPayload, validateLoginForm, type LoginForm } from '../../src/ui/auth/loginForm';

const terminal = { uuid: '0b7e1c52-3f0a-4b8e-9d55-6a1f2c3d4e5f', name: 'Firefox', os: 'Linux' };
const form = (over: Partial<LoginForm>): LoginForm => ({
  tab: 'phone',
  loginName: '13800138000',
  countryCode: '86',
  password: 'secret1',
  ...over,
});

describe('login payload', () => {
  it('carries every field of the spec login payload', () => {
    expect(buildLoginPayload(form({}), terminal, 'main')).toEqual({
      loginName: '13800138000',
      loginPwd: 'secret1',
      terminalUUID: terminal.uuid,
      countryCode: '86',
      terminalType: 'web',
      terminalName: 'Firefox',
      terminalOS: 'Linux',
      loginOemId: 'main',
    });
  });

  it('sends a mainland number without its +86 / 0086 prefix', () => {
    expect(buildLoginPayload(form({ loginName: '+8613800138000' }), terminal, 'main').loginName).toBe('13800138000');
    expect(buildLoginPayload(form({ loginName: ' 008613800138000 ' }), terminal, 'main').loginName).toBe('13800138000');
  });

  it('keeps a foreign number as typed with its own calling code', () => {
    const payload = buildLoginPayload(form({ loginName: '8613800138000', countryCode: '44' }), terminal, 'main');
    expect(payload).toMatchObject({ loginName: '8613800138000', countryCode: '44' });
  });

  it('sends e-mail and account names trimmed, with the default calling code', () => {
    const email = buildLoginPayload(form({ tab: 'email', loginName: ' a.b@example.com ', countryCode: '44' }), terminal, 'x');
    expect(email).toMatchObject({ loginName: 'a.b@example.com', countryCode: '86', loginOemId: 'x' });
    const account = buildLoginPayload(form({ tab: 'account', loginName: 'operator7' }), terminal, 'x');
    expect(account.loginName).toBe('operator7');
  });

  it('does not trim or alter the password', () => {
    expect(buildLoginPayload(form({ password: ' pa ss ' }), terminal, 'main').loginPwd).toBe(' pa ss ');
  });
});

describe('login form checks before any call', () => {
  it('accepts a complete phone login', () => {
    expect(validateLoginForm(form({}))).toEqual({});
  });

  it('rejects a malformed mainland phone and a short password', () => {
    expect(validateLoginForm(form({ loginName: '1234', password: '123' }))).toEqual({
      loginName: 'validation:phone.format',
      password: 'validation:password.length',
    });
  });

  it('only checks the length of a foreign phone number', () => {
    expect(validateLoginForm(form({ loginName: '7700900123', countryCode: '44' }))).toEqual({});
    expect(validateLoginForm(form({ loginName: '12345', countryCode: '44' })).loginName).toBe('validation:phone.length');
  });

  it('checks the e-mail pattern on the e-mail tab and any non-empty name on the account tab', () => {
    expect(validateLoginForm(form({ tab: 'email', loginName: 'not-an-email' })).loginName).toBe('validation:email.format');
    expect(validateLoginForm(form({ tab: 'account', loginName: 'operator7' }))).toEqual({});
    expect(validateLoginForm(form({ tab: 'account', loginName: '  ' })).loginName).toBe('validation:account.required');
  });

  it('asks for the password when it is empty', () => {
    expect(validateLoginForm(form({ password: '' })).password).toBe('validation:password.required');
  });
});
