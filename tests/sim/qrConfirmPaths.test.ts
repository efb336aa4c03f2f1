// The phone's QR confirmation (qrConfirm machine): every generated path, played over HTTP against the simulator
// by the same player `npm run paths -- qrConfirm --format playwright` uses, ends where the machine says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_ACCOUNTS } from '../../scripts/conformance/players';
import { httpTransport, playPath, report } from '../../scripts/conformance/run';
import { generatePaths } from '../../src/machines/paths';
import { startServer, type RunningServer } from '../../simulator/server/main';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, quiet: true, seed: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe('the qrConfirm paths against the simulator', () => {
  it.each(['shortest', 'simple'] as const)('honours every %s path: scanned, confirmed, cancelled and each refusal', async (kind) => {
    const transport = httpTransport(server.url, server.controlKey);
    const paths = generatePaths('qrConfirm', kind);
    const results = [];
    for (const path of paths) {
      await transport.control!('reset', { seed: 1 });
      results.push(await playPath(transport, SIMULATOR_ACCOUNTS, path));
    }
    expect(results.filter((r) => r.status !== 'pass'), report(results)).toEqual([]);
    const ends = new Set(paths.map((p) => JSON.stringify(p.steps.at(-1)!.state)));
    for (const end of ['confirmed', 'cancelled', 'failed', 'asking']) expect(ends).toContain(JSON.stringify(end));
  });

  it('reports a cloud that lets a used code be confirmed again', async () => {
    const transport = httpTransport(server.url, server.controlKey);
    // Every refusal of the phone's decision answers success, as a cloud without the "already used" rule would.
    const lenient = {
      ...transport,
      call: async (...args: Parameters<typeof transport.call>) => {
        const answer = await transport.call(...args);
        return /\/api\/ext\/v1\/qr\/(confirm|cancel)$/.test(args[1]) ? { hwcode: 0, hwdata: { state: 'confirmed' } } : answer;
      },
    };
    const path = generatePaths('qrConfirm', 'shortest').find((p) => p.steps.at(-1)!.state === 'failed')!;
    await transport.control!('reset', { seed: 1 });
    const result = await playPath(lenient, SIMULATOR_ACCOUNTS, path);
    expect(result.status).toBe('differs');
  });
});
