// `--report html --out FILE`: one self-contained page a person reads (no script, no outside file): the summary,
// then one section per area (suite) with its PASS, DIFF and SKIP counts, and under each DIFF what the spec (or the
// contract) expects beside what the cloud answered.
import type { PathResult } from './results';
import { summaryLines } from './summary';

const html = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c]!);
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2) ?? String(value));

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1b1f24}h1{font-size:1.4rem}
pre{white-space:pre-wrap;word-break:break-word;margin:0;font:12px/1.4 ui-monospace,monospace}
.summary{background:#f4f6f8;padding:.75rem 1rem;border-radius:6px}
section{margin:1.25rem 0;border:1px solid #d0d7de;border-radius:6px}
section>h2{font-size:1rem;margin:0;padding:.5rem .75rem;background:#f6f8fa;border-bottom:1px solid #d0d7de}
.row{padding:.4rem .75rem;border-top:1px solid #eaeef2;overflow-wrap:anywhere}.row:first-of-type{border-top:0}
.PASS{color:#1a7f37}.DIFF{color:#cf222e;font-weight:600}.SKIP{color:#9a6700}
table{border-collapse:collapse;width:100%;margin:.4rem 0;table-layout:fixed}
th,td{border:1px solid #d0d7de;padding:.3rem .5rem;vertical-align:top;text-align:left}
th{background:#f6f8fa;font-weight:600}td.event{width:18%}`;

export function htmlReport(results: readonly PathResult[], cloud: string): string {
  const areas = new Map<string, PathResult[]>();
  for (const r of results) areas.set(r.suite, [...(areas.get(r.suite) ?? []), r]);
  const mark = { pass: 'PASS', differs: 'DIFF', skipped: 'SKIP' } as const;
  const sections = [...areas].map(([suite, list]) => {
    const n = (status: PathResult['status']) => list.filter((r) => r.status === status).length;
    const rows = list.map((r) => {
      const head = `<div class="row"><span class="${mark[r.status]}">${mark[r.status]}</span> ${html(r.name)}${r.reason ? ` <small>(${html(r.reason)})</small>` : ''}`;
      if (r.status !== 'differs') return `${head}</div>`;
      const diffs = r.steps.filter((s) => !s.ok);
      const table = diffs.length === 0 ? '' : `<table><tr><th>step</th><th>expected (spec, contract)</th><th>actual (the cloud)</th></tr>${diffs
        .map((s) => `<tr><td class="event">${html(s.event)}</td><td><pre>${html(shown(s.expected))}</pre></td><td><pre>${html(shown(s.observed))}</pre></td></tr>`)
        .join('')}</table>`;
      return `${head}${table}</div>`;
    });
    return `<section><h2>${html(suite)}: ${n('pass')} PASS, ${n('differs')} DIFF, ${n('skipped')} SKIP</h2>${rows.join('\n')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Conformance of ${html(cloud)}</title><style>${STYLE}</style></head>
<body><h1>Conformance of ${html(cloud)}</h1>
<pre class="summary">${html(summaryLines(results).join('\n').trim())}</pre>
${sections.join('\n')}
</body></html>
`;
}
