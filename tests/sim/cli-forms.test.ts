// Every documented form of `npm run sim` does what its help says, generic `--field value` forms included where a
// named command shares the name; a line with an unknown flag, or one that would do nothing, is refused with the
// command's usage and exit code 2 (docs/qa.md, "Every control call from the command line").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { simCliOf } from './simCli';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 3 });
});
afterAll(async () => {
  await server?.close();
});

const cli = simCliOf(() => server);

const sim = () => server.sim!;

describe('generic forms that share a name with a named command', () => {
  it('clock --advanceMs moves the clock by that much', async () => {
    const before = sim().clock.now();
    expect((await cli('clock', '--advanceMs', '3600000')).code).toBe(0);
    expect(sim().clock.now() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(sim().clock.now() - before).toBeLessThan(3_660_000);
  });

  it('codes --account shows the same codes as codes <account>', async () => {
    await fetch(`${server.url}/api/user/sendVerifyCode`, { method: 'POST', body: new URLSearchParams({ phone: '13800138000', countryCode: '86', type: '2' }) });
    const named = await cli('codes', '13800138000');
    const generic = await cli('codes', '--account', '13800138000');
    expect(generic.code).toBe(0);
    expect(generic.out).toBe(named.out);
  });

  it('devices --count, reset --seed, flap --perMinute, expire/alarm/push --account do what they say', async () => {
    const before = sim().world.devices.length;
    expect((await cli('devices', '--count', '2', '--account', '13800138000')).code).toBe(0);
    expect(sim().world.devices.length).toBe(before + 2);
    expect(JSON.parse((await cli('reset', '--seed', '7')).out)).toMatchObject({ seed: 7 });
    expect(sim().world.seed).toBe(7);
    expect((await cli('flap', '--perMinute', '0')).code).toBe(0);
    expect((await cli('expire', '--account', '13800138000')).code).toBe(0);
    const alarms = sim().world.alarms.length;
    expect((await cli('alarm', '--account', '13800138000')).code).toBe(0);
    expect(sim().world.alarms.length).toBe(alarms + 1);
    const pushed = await cli('push', '--account', '13800138000', '--message', '{"type":"userLogout","loginIp":"10.0.0.9","reason":"x"}');
    expect(pushed.code).toBe(0);
    expect(JSON.parse(pushed.out)).toHaveProperty('delivered');
  });

  it('faults/clear --id clears that fault only', async () => {
    await cli('fault', 'add', '{"path":"/api/a","status":503}');
    const added = JSON.parse((await cli('fault', 'add', '{"path":"/api/b","status":503}')).out) as { added: Array<{ id: number }> };
    const cleared = await cli('faults/clear', '--id', String(added.added[0]!.id));
    expect(cleared.code).toBe(0);
    expect(JSON.parse(cleared.out)).toMatchObject({ cleared: 1, faults: [expect.objectContaining({ path: '/api/a' })] });
    expect(JSON.parse((await cli('faults/clear')).out)).toMatchObject({ cleared: 1, faults: [] });
  });
});

describe('lines that would do nothing or the wrong thing', () => {
  it.each([
    [['clock'], 'missing arguments'],
    [['clock', 'soon'], 'soon is not a number'],
    [['clock', '--advanceMs', '5', '--bogus', '1'], 'bogus'],
    [['devices', '--cuont', '3'], 'cuont'],
    [['state', 'extra'], 'too many arguments'],
    [['device-state', 'X', 'sideways'], 'do not fit'],
    [['storm-stop', '--now'], 'now'],
    [['no-such-command'], 'unknown command'],
  ])('%j is refused with the usage and exit 2', async (args, reason) => {
    const refused = await cli(...args);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(reason);
    expect(refused.err).toContain('Usage');
  });
});
