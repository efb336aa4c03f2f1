// The forms' zod schemas (src/domain/formSchemas.ts, src/domain/forms/**), which the console's forms and the
// simulator's handlers both parse with: each refuses with the rule's key under the field it names, trims where it
// says so, and yields what the call sends.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { firstRefusal, projectDraftSchema, projectSettingsSchema, receiverSchema, ruled, ruledTogether, serverFormSchema } from '../../src/domain/formSchemas';
import { checkLogoDraft, platformSchema } from '../../src/domain/forms/admin';
import { checkAccountFor, codeSchema, registerSchema } from '../../src/domain/forms/auth';
import { auditModeSchema, bkeyAccountSchema, visitDurationSchema } from '../../src/domain/forms/authority';
import { detailAuditSchema, detailEditSchema, manualAddressSchema } from '../../src/domain/forms/deviceDetail';
import { addByCodeSchema, applySchema, groupNameSchema, machineCodeSchema, scanCodeSchema } from '../../src/domain/forms/devices';
import { ezvizAccountSchema } from '../../src/domain/forms/ezviz';
import { addMemberSchema } from '../../src/domain/forms/projects';
import { qrCodeEntrySchema } from '../../src/domain/forms/qr';
import { scadaRegistrationSchema } from '../../src/domain/forms/scada';
import { smsSettingsSchema } from '../../src/domain/forms/sms';
import { checkNewAddress, nameSchema, newAddressSchema, SAME_EMAIL_KEY } from '../../src/domain/forms/account';

/** Every refusal as [field, key]; [] when the input is taken. */
function refusals(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

function parsed(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
}

const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210';

describe('formSchemas', () => {
  it('ruled checks the text as typed, or trimmed (and yields it trimmed) when asked', () => {
    const notSpace = (value: string) => (value.startsWith(' ') ? { ok: false as const, error: 'k:space' } : { ok: true as const });
    expect(refusals(ruled(notSpace), ' a')).toEqual([['', 'k:space']]);
    expect(parsed(ruled(notSpace, { trim: true }), ' a ')).toBe('a');
    expect(parsed(ruled(notSpace), 'a ')).toBe('a ');
  });

  it('a refusal is a custom issue carrying the rule\'s key, under the field a rule over several fields names', () => {
    const single = ruled(() => ({ ok: false, error: 'k:one' })).safeParse('x');
    expect(single.success ? [] : single.error.issues.map((i) => [i.code, i.message, i.path])).toEqual([['custom', 'k:one', []]]);
    const together = projectDraftSchema.superRefine(ruledTogether(() => ({ ok: false, error: 'k:two' }), 'description')).safeParse({ name: 'P', description: '' });
    expect(together.success ? [] : together.error.issues.map((i) => [i.code, i.message, i.path])).toEqual([['custom', 'k:two', ['description']]]);
  });

  it('firstRefusal names the first issue, or the required key when there is none', () => {
    const result = projectDraftSchema.safeParse({ name: '', description: 'd'.repeat(60) });
    expect(result.success).toBe(false);
    if (!result.success) expect(firstRefusal(result.error)).toBe('validation:projectName.required');
    const empty = { issues: [] } as unknown as z.ZodError;
    expect(firstRefusal(empty)).toBe('validation:required');
  });

  it('a project draft, its server and its settings', () => {
    expect(parsed(projectDraftSchema, { name: ' Line 9 ', description: ' d ' })).toEqual({ name: 'Line 9', description: 'd' });
    expect(refusals(projectDraftSchema, { name: ' ', description: 'd'.repeat(51) })).toEqual([
      ['name', 'validation:projectName.required'],
      ['description', 'validation:projectDescription.length'],
    ]);
    expect(parsed(serverFormSchema, { server: ' https://report.example.com ' })).toEqual({ server: 'https://report.example.com' });
    expect(refusals(serverFormSchema, { server: 'ftp://x' })).toEqual([['server', 'projects:server.invalid']]);
    expect(parsed(projectSettingsSchema, { name: 'P', description: '', server: '' })).toEqual({ name: 'P', description: '', server: '' });
  });

  it('an e-mail receiver: a name and an address not yet listed', () => {
    expect(parsed(receiverSchema(['a@b.cn']), { name: ' Li ', email: ' c@d.cn ' })).toEqual({ name: 'Li', email: 'c@d.cn' });
    expect(refusals(receiverSchema(['A@B.cn']), { name: '', email: ' a@b.cn ' })).toEqual([
      ['name', 'validation:receiverName.required'],
      ['email', 'validation:receiverEmail.duplicate'],
    ]);
  });
});

describe('forms/account', () => {
  it('a name change trims the name and checks it', () => {
    expect(parsed(nameSchema, { name: ' 张三 ' })).toEqual({ name: '张三' });
    expect(refusals(nameSchema, { name: 'a b' })).toEqual([['name', 'validation:userName.chars']]);
  });

  it('a new e-mail must differ from the current one in more than case and outer spaces', () => {
    expect(checkNewAddress('email', ' A@b.cn ', 'a@B.cn ')).toEqual({ ok: false, error: SAME_EMAIL_KEY });
    expect(checkNewAddress('email', 'a@b.cn', '')).toEqual({ ok: true });
    expect(checkNewAddress('email', 'c@d.cn', 'a@b.cn')).toEqual({ ok: true });
    expect(checkNewAddress('email', ' ', 'a@b.cn')).toEqual({ ok: false, error: 'validation:email.required' });
    expect(checkNewAddress('phone', ' 13800138000 ', '13800138000')).toEqual({ ok: false, error: 'validation:phone.sameAsCurrent' });
    expect(checkNewAddress('phone', '13800138001', '13800138000')).toEqual({ ok: true });
    expect(checkNewAddress('phone', '7700900123', '13800138000', '44')).toEqual({ ok: true });
    expect(refusals(newAddressSchema('email', 'a@b.cn'), { address: 'a@b.cn', countryCode: '86', code: '1234' })).toEqual([['address', SAME_EMAIL_KEY]]);
  });
});

describe('forms/auth', () => {
  it('the account of a registration or a reset is checked without outer spaces', () => {
    expect(checkAccountFor('phone', ' 13800138000 ', '86')).toEqual({ ok: true });
    expect(checkAccountFor('email', ' a@b.cn ', '86')).toEqual({ ok: true });
    expect(checkAccountFor('phone', '12345', '86')).toEqual({ ok: false, error: 'validation:phone.format' });
  });

  it('a registration yields the name and the code trimmed', () => {
    const input = { name: ' 张三 ', account: '13800138000', countryCode: '86', password: 'secret1', confirm: 'secret1', code: ' 1234 ' };
    expect(parsed(registerSchema('phone'), input)).toMatchObject({ name: '张三', code: '1234' });
    expect(parsed(codeSchema, { code: ' 123456 ' })).toEqual({ code: '123456' });
  });
});

describe('forms/admin', () => {
  it('the logo: a file that is no picture, then a data address typed into the field, then the address rule', () => {
    expect(checkLogoDraft({ applyLogoUrl: '', logoTyped: false, logoNotPicture: true })).toEqual({ ok: false, error: 'validation:platform.logoNotPicture' });
    expect(checkLogoDraft({ applyLogoUrl: ' DATA:image/png;base64,AAAA', logoTyped: true, logoNotPicture: false })).toEqual({ ok: false, error: 'validation:platform.logoTyped' });
    expect(checkLogoDraft({ applyLogoUrl: 'https://x.example/logo.png', logoTyped: true, logoNotPicture: false })).toEqual({ ok: true });
    expect(checkLogoDraft({ applyLogoUrl: 'http://x.example/logo.png', logoTyped: true, logoNotPicture: false })).toEqual({ ok: false, error: 'validation:platform.logoUrl' });
    expect(checkLogoDraft({ applyLogoUrl: 'data:image/png;base64,AAAA', logoTyped: true, logoNotPicture: false })).toEqual({ ok: false, error: 'validation:platform.logoTyped' });
    expect(checkLogoDraft({ applyLogoUrl: '  data:image/png;base64,AAAA', logoTyped: true, logoNotPicture: false })).toEqual({ ok: false, error: 'validation:platform.logoTyped' });
    // Only an address that starts as a data address is one.
    expect(checkLogoDraft({ applyLogoUrl: 'x data:', logoTyped: true, logoNotPicture: false })).toEqual({ ok: false, error: 'validation:platform.logoUrl' });
  });

  it('the platform form yields the name and the logo address trimmed, and the switch', () => {
    const input = { platformName: ' Acme ', applyLogoUrl: ' /logo.png ', enableProject: true, logoTyped: true, logoNotPicture: false };
    expect(parsed(platformSchema, input)).toEqual({ platformName: 'Acme', applyLogoUrl: '/logo.png', enableProject: true });
    expect(refusals(platformSchema, { ...input, platformName: ' ', logoNotPicture: true })).toEqual([
      ['platformName', 'validation:platform.nameRequired'],
      ['applyLogoUrl', 'validation:platform.logoNotPicture'],
    ]);
  });
});

describe('forms/authority', () => {
  it('a Bkey account is required, in the centre\'s own words', () => {
    expect(parsed(bkeyAccountSchema, { account: ' a@b.cn ' })).toEqual({ account: 'a@b.cn' });
    expect(refusals(bkeyAccountSchema, { account: '  ' })).toEqual([['account', 'authority:addBkey.required']]);
  });

  it('the Akey+password audit mode needs a password, the other does not', () => {
    expect(refusals(auditModeSchema, { checkType: 1, password: '' })).toEqual([['password', 'authority:auditMode.passwordRequired']]);
    expect(refusals(auditModeSchema, { checkType: 1, password: 'x' })).toEqual([]);
    expect(refusals(auditModeSchema, { checkType: 0, password: '' })).toEqual([]);
  });

  it('a visit lasts forever or a custom number of minutes', () => {
    expect(parsed(visitDurationSchema, { forever: true, minutes: 'x' })).toEqual({ forever: true });
    expect(parsed(visitDurationSchema, { forever: false, minutes: '30' })).toEqual({ minutes: 30 });
    expect(refusals(visitDurationSchema, { forever: false, minutes: '5' })).toEqual([['minutes', 'validation:visitExpiry.min']]);
    expect(refusals(visitDurationSchema, { forever: false, minutes: '1.5' })).toEqual([['minutes', 'validation:visitExpiry.invalid']]);
  });
});

describe('forms/deviceDetail', () => {
  it('name, alias and remark are checked and sent without outer spaces', () => {
    expect(parsed(detailEditSchema, { name: ' M1 ', alias: ' a ', remark: ' r ' })).toEqual({ name: 'M1', alias: 'a', remark: 'r' });
    expect(refusals(detailEditSchema, { name: ' ', alias: 'a'.repeat(11), remark: ' ' })).toEqual([
      ['name', 'validation:machineName.required'],
      ['alias', 'validation:alias.length'],
      ['remark', 'validation:remark.required'],
    ]);
  });

  it('the Akey+password mode needs a device password of the password rule', () => {
    expect(refusals(detailAuditSchema, { checkType: 1, password: '12345' })).toEqual([['password', 'validation:password.length']]);
    expect(refusals(detailAuditSchema, { checkType: 1, password: '123456' })).toEqual([]);
    expect(refusals(detailAuditSchema, { checkType: 0, password: '' })).toEqual([]);
  });

  it('a manual place needs an address', () => {
    expect(refusals(manualAddressSchema, { address: ' ' })).toEqual([['address', 'validation:required']]);
    expect(parsed(manualAddressSchema, { address: ' Road 1 ' })).toEqual({ address: 'Road 1' });
  });
});

describe('forms/devices', () => {
  it('a code is trimmed and checked', () => {
    expect(parsed(machineCodeSchema, { code: ' ABC123 ' })).toEqual({ code: 'ABC123' });
    expect(refusals(machineCodeSchema, { code: 'AB' })).toEqual([['code', 'validation:machineCode.format']]);
  });

  it('adding by code: the name may stay empty, else it follows the name rule', () => {
    const base = { code: 'ABC123', password: '', groupId: '' };
    expect(parsed(addByCodeSchema, { ...base, name: ' ' })).toEqual({ ...base, name: '' });
    expect(refusals(addByCodeSchema, { ...base, name: 'n'.repeat(15) })).toEqual([['name', 'validation:machineName.length']]);
  });

  it('a scanned text is required, in the device list\'s own words', () => {
    expect(refusals(scanCodeSchema, { text: ' ' })).toEqual([['text', 'devices:scan.required']]);
    expect(parsed(scanCodeSchema, { text: ' x ' })).toEqual({ text: 'x' });
  });

  it('an application: a leave message of the visit rule, and for a bind an alias of the alias rule', () => {
    const base = { message: '', remarks: 'r'.repeat(11), password: '' };
    expect(refusals(applySchema, { ...base, kind: 'bind' })).toEqual([['remarks', 'validation:alias.length']]);
    expect(refusals(applySchema, { ...base, kind: 'visit' })).toEqual([]);
    expect(refusals(applySchema, { ...base, remarks: '', kind: 'visit', message: 'm'.repeat(15) })).toEqual([['message', 'validation:visitMessage.length']]);
  });

  it('a group name is trimmed and checked', () => {
    expect(parsed(groupNameSchema, { name: ' Line 9 ' })).toEqual({ name: 'Line 9' });
    expect(refusals(groupNameSchema, { name: 'a  b' })).toEqual([['name', 'validation:groupName.chars']]);
  });
});

describe('forms/ezviz', () => {
  const account = { name: ' Cam ', appKey: ` ${KEY} `, secret: '', remark: ' r ', isDefault: false };

  it('editing, an empty Secret keeps the saved one; adding, it is required', () => {
    expect(parsed(ezvizAccountSchema(false), { ...account, secret: ` ${SECRET} ` })).toMatchObject({ secret: SECRET });
    expect(parsed(ezvizAccountSchema(true), account)).toEqual({ name: 'Cam', appKey: KEY, secret: '', remark: 'r', isDefault: false });
    expect(refusals(ezvizAccountSchema(false), account)).toEqual([['secret', 'ezviz:rules.secretRequired']]);
    expect(refusals(ezvizAccountSchema(true), { ...account, secret: 'x' })).toEqual([['secret', 'ezviz:rules.secretFormat']]);
    expect(refusals(ezvizAccountSchema(false), { ...account, secret: SECRET })).toEqual([]);
  });
});

describe('forms/projects', () => {
  const team = [{ email: 'a@b.cn', phone: '13800138000', country_code: '86' }];

  it('an account is required and must be a phone or an e-mail', () => {
    expect(refusals(addMemberSchema(undefined), { account: ' ', countryCode: '86' })).toEqual([['account', 'projects:members.accountRequired']]);
    expect(refusals(addMemberSchema(undefined), { account: 'x', countryCode: '86' })).toEqual([['account', 'projects:members.accountInvalid']]);
    expect(refusals(addMemberSchema(undefined), { account: 'c@d.cn', countryCode: '86' })).toEqual([]);
    expect(parsed(addMemberSchema(undefined), { account: ' c@d.cn ', countryCode: '86' })).toEqual({ account: 'c@d.cn', countryCode: '86' });
  });

  it('once the enterprise\'s members are known, only one of them', () => {
    expect(refusals(addMemberSchema(team), { account: 'c@d.cn', countryCode: '86' })).toEqual([['account', 'projects:members.notInEnterprise']]);
    expect(refusals(addMemberSchema(team), { account: ' A@B.cn ', countryCode: '86' })).toEqual([]);
    expect(refusals(addMemberSchema(team), { account: '13800138000', countryCode: '86' })).toEqual([]);
  });
});

describe('forms/qr', () => {
  it('the code entry takes a code worth sending once its blanks and dashes go', () => {
    expect(refusals(qrCodeEntrySchema, { code: '3fa8 5f64-5717' })).toEqual([]);
    expect(refusals(qrCodeEntrySchema, { code: '3fa8 5f6' })).toEqual([['code', 'mobileQr:code.invalid']]);
  });
});

describe('forms/scada', () => {
  const input = { account: ' ops@example.com ', company: ' Acme ', contactName: ' Li ', contactPhone: ' 13800138000 ', projectName: ' P ', machineCodes: 'ABC123, DEF456', description: ' d ' };

  it('yields the trimmed fields and the machine codes as a list', () => {
    expect(parsed(scadaRegistrationSchema, input)).toEqual({
      account: 'ops@example.com',
      company: 'Acme',
      contactName: 'Li',
      contactPhone: '13800138000',
      projectName: 'P',
      machineCodes: ['ABC123', 'DEF456'],
      description: 'd',
    });
  });

  it('checks each field on its own', () => {
    expect(refusals(scadaRegistrationSchema, { ...input, company: '', machineCodes: 'ABC123 abc123' })).toEqual([
      ['company', 'scada:rules.companyRequired'],
      ['machineCodes', 'scada:rules.machineCodesDuplicate'],
    ]);
  });
});

describe('forms/sms', () => {
  const input = { smsFlag: true, emailFlag: false, userDaily: '５０', deviceDaily: '10' };

  it('reads full-width digits and yields the amounts as numbers', () => {
    expect(parsed(smsSettingsSchema, input)).toEqual({ smsFlag: true, emailFlag: false, userDaily: 50, deviceDaily: 10 });
  });

  it('refuses an amount that is no whole number from 0 to the maximum, and a per-device amount above the total', () => {
    expect(refusals(smsSettingsSchema, { ...input, userDaily: '-1' })).toEqual([['userDaily', 'sms:settings.invalid']]);
    expect(refusals(smsSettingsSchema, { ...input, deviceDaily: '1001' })).toEqual([['deviceDaily', 'sms:settings.invalid']]);
    expect(refusals(smsSettingsSchema, { ...input, deviceDaily: '51' })).toEqual([['deviceDaily', 'sms:settings.deviceAboveUser']]);
    expect(refusals(smsSettingsSchema, { ...input, deviceDaily: '50' })).toEqual([]);
    expect(refusals(smsSettingsSchema, { ...input, userDaily: 'x', deviceDaily: '51' })).toEqual([['userDaily', 'sms:settings.invalid']]);
  });
});
