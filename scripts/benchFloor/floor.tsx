// The floor of `npm run bench -- devices`: the same 5,000 rows as the list it stands beside, in the same order
// (`?list=personal`: machine/select shaped by the console's own toRow, in the cloud's order; `?list=enterprise&eid=`:
// the enterprise list's group/devicelist shaped by toEnterpriseRow, sorted by name as that page shows it) and the
// same filter (filterRows) in a bare virtual list: React, one input, a count and a screenful of rows, no table
// features (no sorting, selection, icons, badges, grid keys or theme). Built by the bench into .tmp, never part of
// the console bundle; each list's keystroke p95 is reported as a ratio to its own floor's.
import { useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CLIENT_VERSION } from '../../src/domain/constants';
import { getToken } from '../../src/transport/cookies';
import { filterRows, sortRows, toRow, type DeviceRow } from '../../src/ui/devices/deviceRows';
import { toEnterpriseRow } from '../../src/ui/enterpriseDevices/enterpriseRows';
import type { Machine } from '../../src/transport/api/machine';
import type { DevicePage } from '../../src/domain/wire/enterpriseDevices';

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

const call = async <T,>(path: string, fields: Record<string, string>): Promise<T> => {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cloudtoken: getToken() ?? '' },
    body: new URLSearchParams({ ...fields, version: CLIENT_VERSION }),
  });
  const answer: { hwdata: T } = await res.json();
  return answer.hwdata;
};

async function enterpriseRows(eid: string): Promise<DeviceRow[]> {
  const rows: DeviceRow[] = [];
  for (let page = 1; ; page += 1) {
    const { list, total } = await call<DevicePage>('/eapi/ent/c/manager/device/group/devicelist', { eid, page: String(page), pageSize: '5000', groupId: 'ALL', search: '' });
    rows.push(...list.map(toEnterpriseRow));
    if (list.length === 0 || rows.length >= total) return sortRows(rows, 'name', 1, 'en');
  }
}

async function start() {
  const params = new URLSearchParams(location.search);
  const rows = params.get('list') === 'enterprise'
    ? await enterpriseRows(params.get('eid') ?? '0')
    : (await call<Machine[]>('/api/machine/select', { terminalID: 'bench-floor' })).map(toRow);
  createRoot(document.getElementById('root')!).render(<Floor rows={rows} />);
}

void start();
