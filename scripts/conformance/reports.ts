// Reports of a conformance run for CI: JUnit XML (one testsuite per suite, one testcase per path or case) and JSON.
import type { PathResult } from './results';

const xml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)
  // Characters XML 1.0 cannot hold at all.
  // eslint-disable-next-line no-control-regex
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

export function junitReport(results: readonly PathResult[], name = 'conformance'): string {
  const suites = new Map<string, PathResult[]>();
  for (const r of results) suites.set(r.suite, [...(suites.get(r.suite) ?? []), r]);
  const count = (list: readonly PathResult[], status: PathResult['status']) => list.filter((r) => r.status === status).length;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuites name="${xml(name)}" tests="${results.length}" failures="${count(results, 'differs')}" skipped="${count(results, 'skipped')}">`];
  for (const [suite, list] of suites) {
    lines.push(`  <testsuite name="${xml(suite)}" tests="${list.length}" failures="${count(list, 'differs')}" skipped="${count(list, 'skipped')}">`);
    for (const r of list) {
      lines.push(`    <testcase classname="${xml(suite)}" name="${xml(r.name)}">`);
      if (r.status === 'skipped') lines.push(`      <skipped message="${xml(r.reason ?? 'not playable over HTTP')}"/>`);
      if (r.status === 'differs') {
        const diffs = r.steps.filter((s) => !s.ok).map((s) => `${s.event}: spec ${JSON.stringify(s.expected)}, cloud ${JSON.stringify(s.observed)}`);
        lines.push(`      <failure message="${xml(r.reason ?? diffs[0] ?? 'differs')}">${xml(diffs.join('\n'))}</failure>`);
      }
      lines.push('    </testcase>');
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}

export function jsonReport(results: readonly PathResult[], cloud: string): string {
  const count = (status: PathResult['status'], list = results) => list.filter((r) => r.status === status).length;
  const catalogue = results.filter((r) => r.suite.startsWith('calls ('));
  const calls = { total: catalogue.length, passed: count('pass', catalogue), differ: count('differs', catalogue), skipped: count('skipped', catalogue) };
  return `${JSON.stringify({ cloud, passed: count('pass'), differ: count('differs'), skipped: count('skipped'), calls, results }, null, 2)}\n`;
}

/** `--only PATTERN`: a path or case runs when "suite: name" holds the pattern (case-insensitive), or matches it as /regex/. */
export function onlyFilter(pattern: string | undefined): ((suite: string, name: string) => boolean) | undefined {
  if (!pattern) return undefined;
  const regex = /^\/(.+)\/$/.exec(pattern);
  if (regex) {
    const re = new RegExp(regex[1]!, 'i');
    return (suite, name) => re.test(`${suite}: ${name}`);
  }
  const wanted = pattern.toLowerCase();
  return (suite, name) => `${suite}: ${name}`.toLowerCase().includes(wanted);
}
