// What a conformance run shows while it plays: a pipe gets one line per result as it completes and a line when the
// run waits; a terminal also gets a live line with the counts, what plays now and the time left.
import { describe, expect, it } from 'vitest';
import { streamProgress } from '../../scripts/conformance/progress';
import { summaryLines } from '../../scripts/conformance/summary';
import { htmlReport } from '../../scripts/conformance/htmlReport';
import type { PathResult } from '../../scripts/conformance/results';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { out: { isTTY, columns: 200, write: (text: string) => chunks.push(text) } as unknown as NodeJS.WriteStream, text: () => chunks.join('') };
}
const pass = (name: string): PathResult => ({ suite: 'calls (user)', name, status: 'pass', steps: [] });
const skip = (name: string, reason: string): PathResult => ({ suite: 'calls (user)', name, status: 'skipped', steps: [], reason });

describe('conformance progress', () => {
  it('writes one line per result to a pipe, and says when and why it waits', () => {
    const { out, text } = sink(false);
    const progress = streamProgress(out);
    progress.expect(2);
    progress.now('calls: a case');
    progress.done(pass('POST /api/user/selectInfo'));
    progress.wait(61_000, 'the one-minute repeat block');
    progress.done(skip('POST /api/user/v1/register', 'no source of verification codes'));
    progress.end();
    expect(text().split('\n')).toEqual([
      'PASS  calls (user): POST /api/user/selectInfo',
      '....  waiting 61 s: the one-minute repeat block',
      'SKIP  calls (user): POST /api/user/v1/register  (no source of verification codes)',
      '',
    ]);
  });

  it('keeps a live count with the call in progress and the time left on a terminal', () => {
    const { out, text } = sink(true);
    let now = 0;
    const progress = streamProgress(out, { now: () => now });
    progress.expect(4);
    progress.now('calls: the Akey reads its profile');
    now = 2_000;
    progress.done(pass('POST /api/user/selectInfo'));
    progress.end();
    expect(text()).toContain('PASS 1 · DIFF 0 · SKIP 0 · 1/4 · about 6 s left · calls: the Akey reads its profile');
    expect(text()).toContain('\r\x1b[K');
  });

  it('sums up per part with the SKIPs counted by reason', () => {
    const lines = summaryLines([pass('a'), skip('b', 'no code'), skip('c', 'no code'), { suite: 'sign-in and session', name: 'x', status: 'pass', steps: [] }]);
    expect(lines).toContain('Catalogue: 3 calls, 1 PASS, 0 DIFF, 2 SKIP');
    expect(lines).toContain('Sign-in and session: 1 cases, 1 PASS, 0 DIFF, 0 SKIP');
    expect(lines).toContain('     2  no code');
    expect(lines.at(-1)).toBe('Ran 1 sign-in cases, 3 calls: 2 PASS, 0 DIFF, 2 SKIP');
  });

  it('writes one self-contained page, a section per area, each DIFF\'s expected beside its actual answer', () => {
    const page = htmlReport([
      pass('POST /api/user/selectInfo'),
      { suite: 'calls (project)', name: 'POST /api/project/add', status: 'differs', steps: [{ event: 'a project', expected: 'the list holds it', observed: '<script>x</script>', ok: false }] },
    ], 'http://cloud.test');
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).not.toMatch(/<script|<link|src=/);
    expect(page).toContain('<h2>calls (user): 1 PASS, 0 DIFF, 0 SKIP</h2>');
    expect(page).toContain('<h2>calls (project): 0 PASS, 1 DIFF, 0 SKIP</h2>');
    expect(page).toContain('<tr><td class="event">a project</td><td><pre>the list holds it</pre></td><td><pre>&lt;script&gt;x&lt;/script&gt;</pre></td></tr>');
  });
});
