// The simulated camera cloud: accounts with unique names and checked key pairs, a Secret that never comes back in
// full, devices linked and released by their managers, deletion that names the devices in use, and access tokens
// that expire in front of a live picture.
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../src/domain/resultCodes';
import type { EzvizAccount, EzvizLive } from '../../src/domain/wire/ezviz';
import type { Machine } from '../../src/domain/wire/machine';
import { call, control, loginToken, ORIGIN, simulatorPerTest, schemaRefusal } from './support';

const { sim } = simulatorPerTest();
const PHONE = '13800138000';
const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210';
const ACCOUNTS = '/api/device/v1/ezviz/account';

async function addAccount(token: string, name = 'Plant cameras', appKey = KEY, secret = SECRET) {
  return call(ACCOUNTS, { name, appKey, secret, remark: 'hall 1' }, { token });
}

async function owned(token: string): Promise<Machine> {
  const list = (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata as Machine[];
  const found = list.find((m) => m.limit_authority === 3);
  if (!found) throw new Error('the demo user owns a device');
  return found;
}

describe('camera-cloud accounts', () => {
  it('saves an account, lists it with the Secret masked, and keeps names unique', async () => {
    const token = await loginToken(PHONE);
    const added = await addAccount(token);
    expect(added.hwcode).toBe(0);
    const listed = (await call(ACCOUNTS, {}, { token, method: 'GET' })).hwdata as EzvizAccount[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Plant cameras', appKey: KEY, remark: 'hall 1', isDefault: true, devices: [] });
    expect(JSON.stringify(listed)).not.toContain(SECRET);
    expect(listed[0]!.secretMasked.endsWith(SECRET.slice(-4))).toBe(true);

    expect((await addAccount(token, ' plant CAMERAS ')).hwcode).toBe(BusinessCode.EzvizNameExists);
    expect((await call('/api/user/checkEzvizAccount', { name: 'Plant cameras' }, { token })).hwdata).toEqual({ available: false });
    expect((await call('/api/user/checkEzvizAccount', { name: 'Plant cameras', id: String(listed[0]!.id) }, { token })).hwdata).toEqual({ available: true });
    expect((await call('/api/user/checkEzvizAccount', { name: 'Yard' }, { token })).hwdata).toEqual({ available: true });
  });

  it('refuses empty fields and malformed or revoked keys, each with its own reason', async () => {
    const token = await loginToken(PHONE);
    expect(await schemaRefusal('POST', '/api/device/v1/ezviz/account', { name: '', appKey: KEY, secret: SECRET }, token)).toMatch(/name = /);
    const check = (appKey: string, secret: string) => call('/api/user/checkEzvizAppkey', { appKey, secret }, { token });
    expect((await check('short', SECRET)).hwcode).toBe(BusinessCode.EzvizAppKeyMalformed);
    expect((await check(KEY, 'zz' + SECRET.slice(2))).hwcode).toBe(BusinessCode.EzvizSecretMalformed);
    expect((await check(KEY, KEY)).hwcode).toBe(BusinessCode.EzvizKeySameAsSecret);
    expect(await check(KEY, SECRET)).toEqual({ hwcode: 0, hwdata: { valid: true } });
    await control('ezviz/revoke', { appKey: KEY });
    const revoked = await check(KEY, SECRET);
    expect(revoked.hwcode).toBe(BusinessCode.EzvizKeyRevoked);
    expect(revoked.hwdata).toMatchObject({ reason: 'revoked' });
    expect((await addAccount(token)).hwcode).toBe(BusinessCode.EzvizKeyRevoked);
  });

  it('edits an account and keeps the saved Secret when none is given', async () => {
    const token = await loginToken(PHONE);
    const { id } = (await addAccount(token)).hwdata as EzvizAccount;
    const edited = await call('/api/user/updateEzvizAccount', { id: String(id), name: 'Yard', appKey: KEY, secret: '', remark: '' }, { token });
    expect(edited.hwcode).toBe(0);
    expect(edited.hwdata).toMatchObject({ name: 'Yard', remark: '' });
    const state = await control<{ accounts: { secretTail: string }[] }>('ezviz?account=' + PHONE);
    expect(state.accounts[0]!.secretTail).toBe(SECRET.slice(-4));
    const missing = await call('/api/user/updateEzvizAccount', { id: '999', name: 'X', appKey: KEY }, { token });
    expect(missing.hwcode).toBe(BusinessCode.EzvizAccountNotFound);
  });

  it('links a device, names it when deleting, and releases it on a confirmed delete', async () => {
    const token = await loginToken(PHONE);
    const { id } = (await addAccount(token)).hwdata as EzvizAccount;
    const device = await owned(token);
    const linked = await call('/api/machine/changeEzvizAccount', { machineId: String(device.machine_id), ezvizAccountId: String(id) }, { token });
    expect(linked.hwdata).toEqual({ machineId: device.machine_id, ezvizAccountId: id });
    const detail = await call('/api/device/v1/detail', { machineId: String(device.machine_id) }, { token, method: 'GET' });
    expect((detail.hwdata as Machine).ezviz_account_id).toBe(id);

    const refused = await call(ACCOUNTS, { id: String(id) }, { token, method: 'DELETE' });
    expect(refused.hwcode).toBe(BusinessCode.EzvizAccountInUse);
    expect(refused.hwdata).toEqual({ devices: [{ machineId: device.machine_id, machineName: device.machine_name, machineCode: device.machine_code }] });

    expect((await call(ACCOUNTS, { id: String(id), release: '1' }, { token, method: 'DELETE' })).hwcode).toBe(0);
    expect(sim().world.devices.find((d) => d.machine_id === device.machine_id)!.ezviz_account_id).toBeNull();
    expect((await call(ACCOUNTS, {}, { token, method: 'GET' })).hwdata).toEqual([]);
  });

  it('lets only managers link, and release clears the link', async () => {
    const token = await loginToken(PHONE);
    const { id } = (await addAccount(token)).hwdata as EzvizAccount;
    const list = (await call('/api/machine/select', { terminalID: 't', version: '1.4.2' }, { token })).hwdata as Machine[];
    const visitor = list.find((m) => m.limit_authority < 2);
    if (visitor) {
      const answer = await call('/api/machine/changeEzvizAccount', { machineId: String(visitor.machine_id), ezvizAccountId: String(id) }, { token });
      expect(answer.hwcode).toBe(BusinessCode.NoPermission);
    }
    const device = await owned(token);
    await call('/api/machine/changeEzvizAccount', { machineId: String(device.machine_id), ezvizAccountId: String(id) }, { token });
    const released = await call('/api/machine/releaseEzvizAccount', { machineId: String(device.machine_id) }, { token });
    expect(released.hwdata).toEqual({ machineId: device.machine_id, ezvizAccountId: null });
  });

  it('issues an access token for the live picture, which stops playing when it expires and is then renewed', async () => {
    const token = await loginToken(PHONE);
    const device = await owned(token);
    const unlinked = await call('/api/device/v1/ezviz/live', { machineId: String(device.machine_id) }, { token, method: 'GET' });
    expect(unlinked.hwcode).toBe(BusinessCode.EzvizNotLinked);
    const { id } = (await addAccount(token)).hwdata as EzvizAccount;
    await call('/api/machine/changeEzvizAccount', { machineId: String(device.machine_id), ezvizAccountId: String(id) }, { token });
    const first = (await call('/api/device/v1/ezviz/live', { machineId: String(device.machine_id) }, { token, method: 'GET' })).hwdata as EzvizLive;
    expect(first.expiresAt).toBeGreaterThan(sim().clock.now());
    const picture = await fetch(ORIGIN + first.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain(device.machine_code);

    // The same token until it expires; then the picture is refused and the next ask gets a new token.
    const again = (await call('/api/device/v1/ezviz/live', { machineId: String(device.machine_id) }, { token, method: 'GET' })).hwdata as EzvizLive;
    expect(again.accessToken).toBe(first.accessToken);
    sim().clock.advance(first.expiresAt - sim().clock.now() + 1);
    expect((await fetch(ORIGIN + first.url)).status).toBe(403);
    const renewed = (await call('/api/device/v1/ezviz/live', { machineId: String(device.machine_id) }, { token, method: 'GET' })).hwdata as EzvizLive;
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect((await fetch(ORIGIN + renewed.url)).status).toBe(200);

    await control('ezviz/expire', {});
    expect((await fetch(ORIGIN + renewed.url)).status).toBe(403);
  });
});

describe('app download and SCADA registration', () => {
  it('answers the brand apps, the TV-box app only for the main brand, never forced', async () => {
    const main = await call('/api/common/appDownload', { brand: 'flexhmi' }, { method: 'GET' });
    const apps = (main.hwdata as { apps: { platform: string; forceUpdate: boolean }[] }).apps;
    expect(apps.map((a) => a.platform)).toEqual(['android', 'ios', 'tv']);
    expect(apps.every((a) => !a.forceUpdate)).toBe(true);
    const partner = await call('/api/common/appDownload', { brand: 'kestrel' }, { method: 'GET' });
    expect((partner.hwdata as { apps: { platform: string }[] }).apps.map((a) => a.platform)).toEqual(['android', 'ios']);
  });

  it('keeps a valid registration and refuses unknown machine codes and a repeated project', async () => {
    const code = sim().world.devices[0]!.machine_code;
    const form = { account: '13800138000', company: 'Acme', contactName: 'Li Lei', contactPhone: '13900139000', projectName: 'Line 1', machineCodes: code, description: '' };
    const done = await call('/api/common/scadaRegister', form);
    expect(done.hwcode).toBe(0);
    expect((await call('/api/common/scadaRegister', form)).hwcode).toBe(BusinessCode.ScadaProjectExists);
    const unknown = await call('/api/common/scadaRegister', { ...form, projectName: 'Line 2', machineCodes: `${code},NOPE-000000` });
    expect(unknown).toEqual({ hwcode: BusinessCode.ScadaMachineUnknown, hwdata: { machineCodes: ['NOPE-000000'] } });
    expect(await schemaRefusal('POST', '/api/common/scadaRegister', { ...form, company: '' })).toMatch(/company = /);
    const kept = await control<{ registrations: { projectName: string; machineCodes: string[] }[] }>('scada');
    expect(kept.registrations).toEqual([expect.objectContaining({ projectName: 'Line 1', machineCodes: [code] })]);
  });
});
