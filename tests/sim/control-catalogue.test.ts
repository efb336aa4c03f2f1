// Every control route the simulator serves is declared once in the catalogue, and so has a command
// (`npm run sim -- <path> --field value`), a line of help and an entry of GET /__sim/openapi.json.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commandOf, CONTROL_CALLS, inputFromArgs } from '../../simulator/control/catalogue';
import { createHandlers, createSim } from '../../simulator/handlers';
import { control, serverPerFile } from './projectsSupport';

const run = promisify(execFile);
const server = serverPerFile();

function controlRoutes(): string[] {
  const routes = new Set<string>();
  for (const handler of createHandlers(createSim())) {
    const info = handler.info as { method?: unknown; path?: unknown };
    const path = typeof info.path === 'string' ? info.path : '';
    const at = path.indexOf('/__sim/');
    if (at < 0 || typeof info.method !== 'string') continue;
    routes.add(`${info.method} ${path.slice(at + '/__sim/'.length)}`);
  }
  return [...routes].sort();
}

describe('the control catalogue', () => {
  it('declares every control route the simulator serves (besides the pages a browser opens itself)', () => {
    const declared = new Set(CONTROL_CALLS.map((c) => `${c.method} ${c.path}`));
    const pages = /^GET (hmi|camera)/;
    expect(controlRoutes().length).toBeGreaterThan(50);
    const missing = controlRoutes().filter((r) => !declared.has(r) && !pages.test(r));
    expect(missing).toEqual([]);
    expect(new Set(CONTROL_CALLS.map(commandOf)).size).toBe(CONTROL_CALLS.length);
  });

  it('serves GET /__sim/openapi.json with every declared call and its input', async () => {
    const doc = await control<{ openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>> }>(server().url, 'openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    for (const c of CONTROL_CALLS) expect(doc.paths[`/__sim/${c.path}`]?.[c.method.toLowerCase()], `${c.method} ${c.path}`).toBeDefined();
    expect(Object.keys(doc.paths['/__sim/security/twoFactor']!.post!.requestBody!.content['application/json']!.schema.properties!)).toEqual(['account', 'channel']);
  });

  it('checks a generic command\'s fields with the declared schema before sending', () => {
    const twoFactor = CONTROL_CALLS.find((c) => c.path === 'security/twoFactor')!;
    expect(inputFromArgs(twoFactor, ['--account', '13800138000', '--channel', 'sms'])).toEqual({ ok: true, value: { account: '13800138000', channel: 'sms' } });
    expect(inputFromArgs(twoFactor, ['--account', 'x', '--channel', 'fax'])).toMatchObject({ ok: false, error: expect.stringContaining('channel') });
    expect(inputFromArgs(twoFactor, ['--account', 'x', '--channel', 'sms', '--colour', 'red'])).toMatchObject({ ok: false });
  });

  it('runs a call that had no command (security/twoFactor, ezviz, scan-code) and lists every call in the help', async () => {
    const sim = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'simulator/cli.ts', '--url', server().url, '--key', server().controlKey, ...args]);
    const on = await sim('security/twoFactor', '--account', '13800138000', '--channel', 'email');
    expect(on.stdout).toContain('"twoFactor": "email"');
    const ezviz = JSON.parse((await sim('ezviz')).stdout) as Record<string, unknown>;
    expect(ezviz).toBeTypeOf('object');
    await expect(sim('security/twoFactor', '--account', '13800138000', '--channel', 'fax')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('channel') });
    // A field declared as a plain word: `snapshot NAME`, `restore NAME`.
    expect(JSON.parse((await sim('snapshot', 'from-cli')).stdout)).toMatchObject({ name: 'from-cli', replaced: false });
    expect(JSON.parse((await sim('restore', 'from-cli')).stdout)).toMatchObject({ name: 'from-cli', devices: 36 });
    const help = (await sim('--help')).stdout;
    for (const c of CONTROL_CALLS) expect(help, commandOf(c)).toContain(`${c.method} /__sim/${c.path}:`);
  }, 240_000);
});
