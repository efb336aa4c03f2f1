// Device passwords cannot be guessed (docs/decisions.md, "Security"): wrong ones are counted per device (5 in 15 minutes, then the device
// refuses every try, the right one included, for 15 minutes, with the spec's "frequent request") and per account
// (20 an hour), wherever a device password is checked: machine/add, the audit mode change, audit/checkMachinePwd.
import { describe, expect, it } from 'vitest';
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';
import { BusinessCode, normaliseCode } from '../../src/domain/resultCodes';
import { LIMITS } from '../../simulator/world/limits';
import { call, control, loginToken, simulatorPerTest } from './support';

const { sim } = simulatorPerTest();
const MINUTE = 60_000;
const code = (answer: { hwcode: number | string }) => normaliseCode(answer.hwcode);

const add = (token: string, machineCode: string, machinePwd: string) =>
  call('/api/machine/add', { machineName: '', machineCode, machinePwd, machineGroupID: '' }, { token });

async function unowned(machineCode: string, password = '246810'): Promise<void> {
  await control('machine-code', { machineCode, exists: true, password });
}

describe('wrong device passwords are limited per device', () => {
  it('after 5 wrong passwords the device refuses every try, the right one too, for 15 minutes; then the right one adds it', async () => {
    const token = await loginToken('13800138000');
    await unowned('PWD-00001');
    for (let i = 0; i < LIMITS.wrongDevicePasswordsPerDevice; i += 1) expect(code(await add(token, 'PWD-00001', `00000${i}`))).toBe(BusinessCode.DevicePasswordWrong);
    const limited = await add(token, 'PWD-00001', '246810');
    expect(code(limited)).toBe(BusinessCode.RequestTooFrequent);
    expect(limited.hwdata).toMatchObject({ retryAfterSeconds: 15 * 60 });
    sim().clock.advance(14 * MINUTE);
    expect(code(await add(token, 'PWD-00001', '246810'))).toBe(BusinessCode.RequestTooFrequent);
    sim().clock.advance(MINUTE);
    expect(code(await add(token, 'PWD-00001', '246810'))).toBe('0');
  });

  it('a guesser with 199 tries never becomes the owner', async () => {
    const token = await loginToken('13800138000');
    await unowned('PWD-00002', '135790');
    const answers = [];
    for (let i = 0; i < 199; i += 1) answers.push(code(await add(token, 'PWD-00002', String(100000 + i))));
    answers.push(code(await add(token, 'PWD-00002', '135790')));
    expect(answers.filter((c) => c === BusinessCode.DevicePasswordWrong)).toHaveLength(LIMITS.wrongDevicePasswordsPerDevice);
    expect(answers.at(-1)).toBe(BusinessCode.RequestTooFrequent);
    expect(sim().world.memberships.some((m) => m.limitAuthority === 3 && sim().world.devices.find((d) => d.machine_id === m.machineId)?.machine_code === 'PWD-00002')).toBe(false);
  });

  it('counts the device across accounts: three guessers share its 5', async () => {
    const guessers = [await loginToken('13800138000'), await loginToken('13900139001'), await loginToken('13900139003')];
    await unowned('PWD-00003');
    for (const token of guessers) for (let i = 0; i < 2; i += 1) await add(token, 'PWD-00003', '000000');
    expect(code(await add(guessers[0]!, 'PWD-00003', '246810'))).toBe(BusinessCode.RequestTooFrequent);
  });
});

describe('wrong device passwords are limited per account', () => {
  it('20 wrong in an hour across devices stop the account, on a fresh device too, until the hour frees', async () => {
    const token = await loginToken('13800138000');
    for (let d = 0; d < 5; d += 1) {
      await unowned(`ACC-0000${d}`);
      for (let i = 0; i < 4; i += 1) expect(code(await add(token, `ACC-0000${d}`, '000000'))).toBe(BusinessCode.DevicePasswordWrong);
    }
    await unowned('ACC-00009');
    expect(code(await add(token, 'ACC-00009', '246810'))).toBe(BusinessCode.RequestTooFrequent);
    // Another account is not stopped by this one's guesses.
    expect(code(await add(await loginToken('13900139001'), 'ACC-00009', '246810'))).toBe('0');
    sim().clock.advance(60 * MINUTE);
    await unowned('ACC-00008');
    expect(code(await add(token, 'ACC-00008', '246810'))).toBe('0');
  });
});

describe('every place that checks a device password counts', () => {
  it('audit/checkMachinePwd (the Akey+password bind) shares the device count with machine/add', async () => {
    const device = sim().world.devices.find((d) => d.machine_id === 50002)!;
    device.checkType = 1;
    device.hasPasswd = true;
    device.password = '246810';
    const token = await loginToken('13900139003');
    for (let i = 0; i < LIMITS.wrongDevicePasswordsPerDevice; i += 1) {
      expect(code(await call('/api/v1/audit/checkMachinePwd', { machineID: '50002', password: '000000' }, { token }))).toBe(BusinessCode.DevicePasswordWrong);
      sim().clock.advance(REPEAT_REQUEST_BLOCK_MS);
    }
    expect(code(await call('/api/v1/audit/checkMachinePwd', { machineID: '50002', password: '246810' }, { token }))).toBe(BusinessCode.RequestTooFrequent);
  });

  it('the audit mode change to Akey+password counts the owner\'s wrong passwords', async () => {
    const token = await loginToken('13800138000');
    await unowned('MODE-0001');
    expect(code(await add(token, 'MODE-0001', '246810'))).toBe('0');
    const change = (password: string) => call('/api/cloudSet/updateMachineInfo', { machineName: 'Mode', machineCode: 'MODE-0001', checkType: '1', password }, { token });
    for (let i = 0; i < LIMITS.wrongDevicePasswordsPerDevice; i += 1) expect(code(await change('000000'))).toBe(BusinessCode.DevicePasswordWrong);
    expect(code(await change('246810'))).toBe(BusinessCode.RequestTooFrequent);
  });
});
