// The floor of `npm run bench -- devices`: the same 5,000 rows (machine/select shaped by the console's own toRow)
// and the same filter (filterRows) in a bare virtual list: React, one input, a count and a screenful of rows, no
// table features (no sorting, selection, icons, badges, grid keys or theme). Built by the bench into .tmp, never
// part of the console bundle; the list's keystroke p95 is reported as a ratio to this page's.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CLIENT_VERSION } from '../../src/domain/constants';
import { getToken } from '../../src/transport/cookies';
import { filterRows, toRow, type DeviceRow } from '../../src/ui/devices/deviceRows';
import type { Machine } from '../../src/transport/api/machine';

const ROW_HEIGHT = 48;
const VIEW_HEIGHT = 640;

function Floor({ rows }: { rows: readonly DeviceRow[] }) {
  const [query, setQuery] = useState('');
  const [top, setTop] = useState(0);
  const visible = useMemo(() => filterRows(rows, query), [rows, query]);
  const first = Math.floor(top / ROW_HEIGHT);
  const shown = visible.slice(first, first + Math.ceil(VIEW_HEIGHT / ROW_HEIGHT) + 1);
  return (
    <main>
      <input data-testid="device-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-label="search" />
      <span data-testid="device-count">{visible.length} devices</span>
      <div style={{ height: VIEW_HEIGHT, overflowY: 'auto' }} onScroll={(e) => setTop(e.currentTarget.scrollTop)}>
        <div style={{ height: visible.length * ROW_HEIGHT, position: 'relative' }}>
          {shown.map((row, i) => (
            <div key={row.id} data-testid="device-row" style={{ position: 'absolute', top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT }}>
              {row.name} {row.alias} {row.code}
            </div>
          ))}
        </div>
      </div>
    </main>
  );
}

async function start() {
  const res = await fetch('/api/machine/select', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: getToken() ?? '' },
    body: new URLSearchParams({ terminalID: 'bench-floor', version: CLIENT_VERSION }),
  });
  const answer = (await res.json()) as { hwdata: Machine[] };
  createRoot(document.getElementById('root')!).render(<Floor rows={answer.hwdata.map(toRow)} />);
}

void start();
