// `npm run sim -- replay-report dir`: what a recording covers and where the recorded cloud breaks the contract.
// Calls seen (with their hwcodes), calls of the catalogue (src/domain/openapi/calls.ts) never seen, calls seen that
// the catalogue does not know, and every success answer that breaks the wire schemas, with the field: a recording
// of the real cloud doubles as a drift report.
import { join } from 'node:path';
import { CALLS } from '../../src/domain/openapi/calls';
import { operationKey } from '../../src/domain/openapi/keys';
import { answerIssues, findCall } from '../../src/domain/openapi/wireCheck';
import { contentText, HAR_FILE, readFrames, readHar } from './har';
import { splitUrl } from './replay';

export type ContractBreak = { call: string; field: string; message: string; value: string; count: number };
export type ReplayReport = {
  entries: number;
  frames: number;
  seen: { call: string; count: number; hwcodes: Record<string, number> }[];
  notSeen: string[];
  unknown: { call: string; count: number }[];
  contractBreaks: ContractBreak[];
};

const BREAKS_MAX = 500;

export function replayReport(dir: string): ReplayReport {
  const entries = readHar(join(dir, HAR_FILE));
  const seen = new Map<string, { count: number; hwcodes: Record<string, number> }>();
  const unknown = new Map<string, number>();
  const breaks = new Map<string, ContractBreak>();
  for (const entry of entries) {
    const { path } = splitUrl(entry.request.url);
    if (!/^\/(api|eapi)(\/|$)/.test(path)) continue;
    const method = entry.request.method.toUpperCase();
    const found = findCall(method, path);
    const key = found?.key ?? operationKey(method, path);
    if (!found && !CALLS.some(([m, p]) => m === method && p === path)) unknown.set(key, (unknown.get(key) ?? 0) + 1);
    const row = seen.get(key) ?? { count: 0, hwcodes: {} };
    row.count += 1;
    let envelope: { hwcode?: unknown; hwdata?: unknown } | undefined;
    try {
      envelope = JSON.parse(contentText(entry)) as typeof envelope;
    } catch {
      envelope = undefined;
    }
    const hwcode = envelope && typeof envelope === 'object' && envelope.hwcode !== undefined ? String(envelope.hwcode) : `HTTP ${entry.response.status}`;
    row.hwcodes[hwcode] = (row.hwcodes[hwcode] ?? 0) + 1;
    seen.set(key, row);
    if (hwcode !== '0' || entry.response.status !== 200) continue;
    for (const issue of answerIssues(method, path, envelope!.hwdata)) {
      const id = `${issue.call} ${issue.field}`;
      const known = breaks.get(id);
      if (known) known.count += 1;
      else if (breaks.size < BREAKS_MAX) {
        breaks.set(id, { call: issue.call, field: issue.field, message: issue.message, value: issue.value === undefined ? 'missing' : String(JSON.stringify(issue.value)).slice(0, 120), count: 1 });
      }
    }
  }
  const catalogue = CALLS.map(([m, p]) => operationKey(m, p));
  return {
    entries: entries.length,
    frames: readFrames(dir).filter((l) => l.event === 'frame').length,
    seen: [...seen].map(([call, row]) => ({ call, ...row })).sort((a, b) => a.call.localeCompare(b.call)),
    notSeen: catalogue.filter((key) => !seen.has(key)),
    unknown: [...unknown].map(([call, count]) => ({ call, count })),
    contractBreaks: [...breaks.values()],
  };
}

/** The report as text for a terminal. */
export function reportText(report: ReplayReport): string {
  const lines = [
    `${report.entries} recorded calls, ${report.frames} realtime frames`,
    '',
    `Calls seen (${report.seen.length} of the catalogue's ${report.seen.length + report.notSeen.length - report.unknown.length}):`,
    ...report.seen.map((s) => `  ${s.call.padEnd(56)} ${String(s.count).padStart(5)}  hwcode ${Object.entries(s.hwcodes).map(([c, n]) => `${c}×${n}`).join(' ')}`),
    '',
    `Calls of the catalogue never seen (${report.notSeen.length}):`,
    ...report.notSeen.map((c) => `  ${c}`),
  ];
  if (report.unknown.length) lines.push('', `Calls the catalogue does not know (${report.unknown.length}):`, ...report.unknown.map((u) => `  ${u.call} ×${u.count}`));
  lines.push('', report.contractBreaks.length ? `Answers that break the contract (${report.contractBreaks.length}):` : 'Answers that break the contract: none');
  for (const b of report.contractBreaks) lines.push(`  ${b.call}: ${b.field || '(whole value)'} = ${b.value}: ${b.message} (×${b.count})`);
  return lines.join('\n');
}
