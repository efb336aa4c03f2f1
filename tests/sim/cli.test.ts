// The QA command line (`npm run sim -- …`) against a running simulator: each command reaches its control call
// and changes the world the way its help line says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { runSimCli, simCliOf, type CliResult } from './simCli';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 3 });
});
afterAll(async () => {
  await server?.close();
});

/** The command line in a child process with an environment of the test's choosing. */
function bare(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  return runSimCli(args, { SIM_URL: undefined, ...env });
}

const cli = simCliOf(() => server);

const world = () => server.sim!.world;

describe('npm run sim', () => {
  it('prints its help, and fails on a command it does not know', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    for (const command of ['devices', 'device-state', 'flap', 'machine-code', 'storm', 'mass-text', 'visit-result']) {
      expect(help.out).toContain(`  ${command} `);
    }
    expect((await cli('no-such-command')).code).toBe(2);
  });

  it('adds devices to an account, sets one offline and makes a machine code exist', async () => {
    const before = world().devices.length;
    const added = await cli('devices', '3', '13800138000');
    expect(added.code).toBe(0);
    expect(world().devices.length).toBe(before + 3);
    const [code] = (JSON.parse(added.out) as { machineCodes: string[] }).machineCodes;
    expect((await cli('device-state', code!, 'offline')).code).toBe(0);
    expect(world().devices.find((d) => d.machine_code === code)?.online).toBe(false);
    expect((await cli('device-state', code!, 'online')).code).toBe(0);
    expect(world().devices.find((d) => d.machine_code === code)?.online).toBe(true);
    expect((await cli('machine-code', 'CLI-TEST-01', 'exists', '135790')).code).toBe(0);
    expect(world().devices.some((d) => d.machine_code === 'CLI-TEST-01')).toBe(true);
  });

  it('sends a mass text into every message centre', async () => {
    expect((await cli('mass-text', 'Maintenance tonight')).code).toBe(0);
    const texts = world().messages.filter((m) => m.type === 'massTexting' && m.content === 'Maintenance tonight');
    expect(texts.length).toBe(world().users.length);
  });

  it('follows PORT, and answers an unreachable simulator with one line', async () => {
    const port = new URL(server.url).port;
    const reached = await bare(['state'], { PORT: port, SIM_CONTROL_KEY: server.controlKey });
    expect(reached.code).toBe(0);
    expect(JSON.parse(reached.out)).toMatchObject({ seed: 3 });
    const away = await bare(['state'], { SIM_URL: 'http://127.0.0.1:9', SIM_CONTROL_KEY: 'k' });
    expect(away.code).not.toBe(0);
    expect(away.err.trim().split('\n')).toEqual(['No simulator answers at http://127.0.0.1:9 (is npm start running there? set --url, SIM_URL or PORT).']);
  });

  it('is refused without the key, with a line that says how to give it', async () => {
    const refused = await bare(['--url', server.url, '--key', 'wrong', 'state'], {});
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('refused');
    expect(refused.err).toContain('SIM_CONTROL_KEY');
  });
});
