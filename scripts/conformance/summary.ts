// The last lines of a conformance run: what was run, part by part (sign-in cases, generated paths, catalogue calls),
// with PASS, DIFF and SKIP counted in each, and the SKIPs counted by their reason.
import type { PathResult } from './results';

const SESSION_SUITE = 'sign-in and session';
const isCall = (r: PathResult) => r.suite.startsWith('calls (');

function counted(list: readonly PathResult[]): string {
  const n = (status: PathResult['status']) => list.filter((r) => r.status === status).length;
  return `${n('pass')} PASS, ${n('differs')} DIFF, ${n('skipped')} SKIP`;
}

/** A reason without what varies from run to run (accounts, numbers), so equal causes count together. */
const reasonKey = (reason: string) => reason.replace(/\s+/g, ' ').trim().slice(0, 160);

export function summaryLines(results: readonly PathResult[]): string[] {
  const sessions = results.filter((r) => r.suite === SESSION_SUITE);
  const calls = results.filter(isCall);
  const paths = results.filter((r) => r.suite !== SESSION_SUITE && !isCall(r));
  const lines: string[] = [''];
  if (sessions.length > 0) lines.push(`Sign-in and session: ${sessions.length} cases, ${counted(sessions)}`);
  if (paths.length > 0) lines.push(`Paths: ${paths.length} generated paths, ${counted(paths)}`);
  if (calls.length > 0) lines.push(`Catalogue: ${calls.length} calls, ${counted(calls)}`);
  const reasons = new Map<string, number>();
  for (const r of results) if (r.status === 'skipped') reasons.set(reasonKey(r.reason ?? 'not playable over HTTP'), (reasons.get(reasonKey(r.reason ?? 'not playable over HTTP')) ?? 0) + 1);
  if (reasons.size > 0) {
    lines.push('SKIP by reason:');
    for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) lines.push(`  ${String(n).padStart(4)}  ${reason}`);
  }
  const parts = [sessions.length > 0 ? `${sessions.length} sign-in cases` : '', paths.length > 0 ? `${paths.length} paths` : '', calls.length > 0 ? `${calls.length} calls` : ''].filter(Boolean);
  lines.push(`Ran ${parts.join(', ') || 'nothing (--only matched no path, case or call)'}: ${counted(results)}`);
  return lines;
}
