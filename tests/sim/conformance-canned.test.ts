// Depth of the conformance run: a cloud that answers every documented call with the canned example of
// /openapi.json (Prism's static mode) keeps nothing, so the run's following reads (added, then listed; renamed, then
// shown; deleted, then gone; another's things refused) must find it out: fewer than 30 of the 146 calls may pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_ACCOUNTS } from '../../scripts/conformance/playerBase';
import { httpTransport, runConformance } from '../../scripts/conformance/run';
import { summaryLines } from '../../scripts/conformance/summary';
import { startCannedCloud } from './cannedCloud';

let canned: Awaited<ReturnType<typeof startCannedCloud>>;
beforeAll(async () => {
  canned = await startCannedCloud();
});
afterAll(async () => {
  await canned?.close();
});

describe('conformance against canned answers', () => {
  it('passes fewer than 30 of the 146 calls, and its summary says what was run', async () => {
    const t = httpTransport(canned.url);
    // A canned cloud never asks to wait; a run must not sit out limits it does not have.
    t.wait = async () => undefined;
    const results = await runConformance(t, SIMULATOR_ACCOUNTS, { only: (suite) => suite.startsWith('calls (') });
    const calls = results.filter((r) => r.suite.startsWith('calls ('));
    expect(calls).toHaveLength(146);
    const passed = calls.filter((r) => r.status === 'pass').map((r) => r.name);
    expect(passed.length, passed.join('\n')).toBeLessThan(30);
    const summary = summaryLines(results).join('\n');
    expect(summary).toContain(`Catalogue: 146 calls, ${passed.length} PASS`);
    expect(summary).toMatch(/SKIP by reason:\n\s+\d+ {2}no source of verification codes/);
    expect(summary).toContain('Ran 146 calls:');
    expect(summary).not.toContain('paths honoured');
  }, 240_000);
});
