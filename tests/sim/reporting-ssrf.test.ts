// Reporting cannot reach internal addresses: a project owner's reporting server is refused when it saves one that
// is (or resolves to) loopback, private, link-local, unspecified or multicast, and again at delivery, when the
// name's DNS answer moved inside meanwhile; the report goes to the address that was checked. The operator may allow
// a named host:port (SIM_REPORT_ALLOW), as the QA receiver on loopback needs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkServerUrl } from '../../src/domain/projects';
import type { ProjectInfo } from '../../src/domain/wire/project';
import { startReporting } from '../../simulator/reporting/reporter';
import { createProject, projectState } from '../../simulator/reporting/state';
import { allowedPairs, refusedAddress, resolveReportTarget, type Lookup } from '../../simulator/reporting/target';
import { createSim } from '../../simulator/sim';
import { startServer, type RunningServer } from '../../simulator/server/main';
import { callAs, ENT, login, SEEDED_PROJECT } from './projectsSupport';

let trap: Server;
let trapPort: number;
const hits: string[] = [];
let server: RunningServer;

beforeAll(async () => {
  // A service on this machine that no report may reach.
  trap = createServer((req, res) => {
    hits.push(req.url ?? '');
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
  server = await startServer({ port: 0, seed: 1, quiet: true });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => trap?.close(resolve));
});

describe('the address rule', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
    '224.0.0.1', '255.255.255.255', '::', '::1', '[::1]', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1',
    '::ffff:169.254.169.254', '::ffff:a9fe:a9fe', '64:ff9b::a9fe:a9fe', '2002:7f00:1::', '::127.0.0.1',
  ])('refuses %s', (address) => expect(refusedAddress(address)).toBeTruthy());

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])('takes %s', (address) => expect(refusedAddress(address)).toBeUndefined());

  // Issue 33: every IPv6 form that embeds a refused IPv4 — translated, local-use NAT64 (64:ff9b:1::/48), Teredo
  // (server or inverted client) — is refused as its IPv4 is.
  it.each([
    '[::ffff:0:127.0.0.1]', '::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe', '[64:ff9b:1::7f00:1]', '64:ff9b:1:ffff::1', '64:ff9b:1::8.8.8.8',
    '[2001:0:7f00:1::]', '2001:0:a9fe:a9fe::', '2001:0:5db8:d822:0:0:80ff:fffe', '2001::ffff:ffff:80ff:fffe', '64:ff9b::7f00:1', '2002:a9fe:a9fe::1',
  ])('refuses the IPv4-carrying form %s', (address) => expect(refusedAddress(address)).toBeTruthy());

  it.each(['::ffff:0:8.8.8.8', '2001:0:808:808:0:0:f7f7:f7f7', '64:ff9b::808:808'])('takes %s, whose IPv4 is public', (address) => expect(refusedAddress(address)).toBeUndefined());

  it.each(['http://[::ffff:0:127.0.0.1]:6100/', 'http://[64:ff9b:1::7f00:1]/', 'http://[2001:0:7f00:1::]/'])('refuses the literal address in %s', async (url) => {
    expect((await resolveReportTarget(url, new Set())).ok).toBe(false);
  });

  it.each([
    `http://127.0.0.1:${9}/x`, 'http://2130706433/', 'http://0x7f.1/', 'http://0/', 'http://0.0.0.0:80/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/', 'http://017700000001/', 'https://10.0.0.1/',
  ])('refuses the literal address in %s', async (url) => {
    expect((await resolveReportTarget(url, new Set())).ok).toBe(false);
  });

  it('refuses a name when any of its addresses is inside, and takes one whose every address is public', async () => {
    const lookup = (answers: string[]): Lookup => async () => answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect((await resolveReportTarget('https://hooks.example/x', new Set(), lookup(['93.184.216.34', '10.0.0.5']))).ok).toBe(false);
    expect((await resolveReportTarget('https://hooks.example/x', new Set(), lookup(['::ffff:127.0.0.1']))).ok).toBe(false);
    expect(await resolveReportTarget('https://hooks.example/x', new Set(), lookup(['93.184.216.34', '2606:4700::1111']))).toMatchObject({ ok: true, address: '93.184.216.34' });
  });

  it('takes http and https only, at most 2,048 characters, in the console too', async () => {
    for (const url of ['ftp://hooks.example/x', 'file:///etc/passwd', 'gopher://hooks.example/', `https://hooks.example/${'a'.repeat(2_048)}`, 'http://user:pw@hooks.example/']) {
      expect((await resolveReportTarget(url, new Set(), async () => [{ address: '93.184.216.34', family: 4 }])).ok, url).toBe(false);
    }
    expect(checkServerUrl(`https://hooks.example/${'a'.repeat(2_048)}`).ok).toBe(false);
    expect(checkServerUrl('https://hooks.example/x').ok).toBe(true);
  });

  it('lets the operator allow a named host:port, and only that port', async () => {
    const allow = allowedPairs(['127.0.0.1:9100', 'receiver.lan:8080', '[::1]:9200', 'junk']);
    expect((await resolveReportTarget('http://127.0.0.1:9100/reports', allow)).ok).toBe(true);
    expect((await resolveReportTarget('http://[::1]:9200/', allow)).ok).toBe(true);
    expect((await resolveReportTarget('http://127.0.0.1:9101/reports', allow)).ok).toBe(false);
    expect((await resolveReportTarget('http://receiver.lan:8080/', allow, async () => [{ address: '192.168.1.20', family: 4 }])).ok).toBe(true);
  });
});

describe('saving a reporting server', () => {
  const spellings = () => [
    `http://127.0.0.1:${trapPort}/`, `http://2130706433:${trapPort}/`, `http://0.0.0.0:${trapPort}/`, `http://[::1]:${trapPort}/`,
    `http://localhost:${trapPort}/`, 'http://169.254.169.254/latest/meta-data/', `http://[::ffff:127.0.0.1]:${trapPort}/`,
  ];

  it('refuses internal addresses with the reason, and nothing is sent to them', async () => {
    const token = await login(server.url, ENT);
    for (const url of spellings()) {
      const answer = await callAs(server.url, token, '/api/project/edit', { id: SEEDED_PROJECT, server: url, report_state: 1 });
      expect(answer.hwcode, url).not.toBe(0);
      expect(answer.hwdata).toBe('projects:server.internal');
    }
    const info = (await callAs(server.url, token, '/eapi/web/c/project/info', { id: SEEDED_PROJECT })).hwdata as ProjectInfo;
    expect(info.deliveries).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('takes the address the operator allowed and delivers to it', async () => {
    const allowed = await startServer({ port: 0, seed: 1, quiet: true, reportAllow: [`127.0.0.1:${trapPort}`] });
    try {
      const token = await login(allowed.url, ENT);
      expect((await callAs(allowed.url, token, '/api/project/edit', { id: SEEDED_PROJECT, server: `http://127.0.0.1:${trapPort}/allowed`, report_state: 1 })).hwcode).toBe(0);
      await expect.poll(() => hits.includes('/allowed'), { timeout: 30_000 }).toBe(true);
      // Another port of the same host is still refused.
      expect((await callAs(allowed.url, token, '/api/project/edit', { id: SEEDED_PROJECT, server: `http://127.0.0.1:${trapPort + 1}/` })).hwcode).not.toBe(0);
    } finally {
      await allowed.close();
    }
  });
});

describe('delivering', () => {
  it('refuses again when the name resolves inside at delivery time, and never connects', async () => {
    const sim = createSim({ seed: 1 });
    let answer = '93.184.216.34';
    const reporter = startReporting(sim, { backoffMs: 5, maxAttempts: 1, intervalMs: 3_600_000 }, async () => [{ address: answer, family: 4 }]);
    try {
      const project = createProject(sim.world, { eid: 201, type: 1, name: 'Rebound', description: '', ownerId: 1, createdAt: sim.clock.now() });
      expect(await reporter.refusal(`http://rebound.example:${trapPort}/rebound`)).toBeUndefined();
      Object.assign(project, { server: `http://rebound.example:${trapPort}/rebound`, reportState: 1 });
      // The name's answer moves to loopback after the owner saved it (DNS rebinding).
      answer = '127.0.0.1';
      await reporter.reportNow(project.id);
      const attempt = projectState(sim.world).projects.get(project.id)!.deliveries.at(-1)!;
      expect(attempt.ok).toBe(false);
      expect(attempt.error).toMatch(/^refused: 127\.0\.0\.1 is not a public address/);
      expect(hits).not.toContain('/rebound');
    } finally {
      reporter.stop();
    }
  });

  it('connects to the address it checked, not to a second lookup', async () => {
    const sim = createSim({ seed: 1 });
    let lookups = 0;
    // The operator allowed the name; the first answer is the trap, any later one would be elsewhere.
    const reporter = startReporting(sim, { backoffMs: 5, maxAttempts: 1, intervalMs: 3_600_000, allow: [`pinned.example:${trapPort}`] }, async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '127.0.0.1' : '192.0.2.1', family: 4 }];
    });
    try {
      const project = createProject(sim.world, { eid: 201, type: 1, name: 'Pinned', description: '', ownerId: 1, createdAt: sim.clock.now() });
      Object.assign(project, { server: `http://pinned.example:${trapPort}/pinned`, reportState: 1 });
      await reporter.reportNow(project.id);
      expect(hits).toContain('/pinned');
      expect(lookups).toBe(1);
      expect(projectState(sim.world).projects.get(project.id)!.deliveries.at(-1)).toMatchObject({ ok: true, status: 200 });
    } finally {
      reporter.stop();
    }
  });
});
