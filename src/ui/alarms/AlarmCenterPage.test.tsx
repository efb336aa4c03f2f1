// The alarm centre (product.md section 2, api.md section 7 alarms): the scope it enters (personal or the stored
// enterprise), the overview, the filters and the query they make, a refused day range, paging, confirming, and the
// recipients dialog; the loading, empty and error states of the list, in both languages where the text matters.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { classify } from '../../domain/resultCodes';
import type { AlarmKanban, AlarmRecipient, WireAlarm } from '../../domain/wire/alarm';
import cnAlarms from '../../i18n/cn/alarms';
import enAlarms from '../../i18n/en/alarms';
import type { HttpRequest, Result } from '../../transport/http';
import { clientStorage } from '../app/clientStorage';
import { renderScreen, type Rendered } from '../../../tests/component/render';
import AlarmCenterPage from './AlarmCenterPage';

const alarm = (id: number, overrides: Partial<WireAlarm> = {}): WireAlarm => ({
  id,
  machineId: 501,
  machineName: 'Boiler 1',
  deviceCode: 'B-001',
  level: 3,
  content: `Pressure high ${id}`,
  voice: false,
  raisedAt: 1_700_000_000,
  state: 'active',
  confirmedBy: '',
  confirmedAt: 0,
  ...overrides,
});

const KANBAN: AlarmKanban = {
  total: 9,
  byState: { active: 4, confirmed: 3, recovered: 2 },
  byLevel: { '1': 1, '2': 3, '3': 5 },
  topDevices: [{ machineId: 501, machineName: 'Boiler 1', count: 6 }],
};

const RECIPIENTS: AlarmRecipient[] = [
  { id: 1, name: 'Owner Wang', phone: '138****0000', email: '', limit_authority: 3, receivesAlarms: true },
  { id: 2, name: 'Admin Li', phone: '', email: 'li@example.com', limit_authority: 2, receivesAlarms: false },
];

interface Cloud {
  alarms?: (query: Record<string, unknown>) => Result<unknown> | undefined;
  recipients?: AlarmRecipient[];
}

function cloud({ alarms = () => ({ ok: true, data: { list: [alarm(1), alarm(2, { state: 'confirmed', confirmedBy: 'Li' })], total: 2 } }), recipients = RECIPIENTS }: Cloud = {}) {
  return (request: HttpRequest): Result<unknown> | undefined => {
    switch (request.path) {
      case '/api/v1/devices/alarms':
        return request.method === 'GET' ? alarms(request.query as Record<string, unknown>) : { ok: true, data: { changed: 1 } };
      case '/api/v1/devices/alarmKanban':
        return { ok: true, data: KANBAN };
      case '/api/machine/select':
        return { ok: true, data: [{ machine_id: 501, machine_name: 'Boiler 1', machine_code: 'B-001' }] };
      case '/api/enterprises/enterpriseDeviceList':
        return { ok: true, data: { list: [{ machine_id: 777, machine_name: 'Chiller 7', machine_code: 'C-007' }], total: 1 } };
      case '/api/admin/alarmMsgSelect':
        return { ok: true, data: recipients };
      case '/api/machine/confirmMacAlarm':
        return { ok: true, data: { changed: 3 } };
      default:
        return undefined;
    }
  };
}

/** A call that never answers: fakeCloud's call() adopts a promise it is handed. */
const NEVER = new Promise(() => undefined) as unknown as Result<unknown>;

const listQueries = ({ cloud }: Rendered) =>
  cloud.requests.filter((r) => r.path === '/api/v1/devices/alarms' && r.method === 'GET').map((r) => r.query as Record<string, unknown>);

async function alarmCentre(answer = cloud(), lang: 'en' | 'cn' = 'en') {
  const rendered = await renderScreen(<AlarmCenterPage />, { lang, namespaces: ['alarms', 'notifications'], answer });
  return rendered;
}

afterEach(() => {
  window.localStorage.clear();
  clientStorage().set('eid', 0);
});

describe('alarm centre scope', () => {
  it('personal: asks for the user\'s devices (type 0), stores the device type, shows rows and the overview', async () => {
    const rendered = await alarmCentre();
    expect(await screen.findByRole('heading', { name: enAlarms.title.personal })).toBeTruthy();
    expect(await screen.findAllByTestId('alarm-row')).toHaveLength(2);
    expect(listQueries(rendered)[0]).toMatchObject({ deviceType: 0, eid: 0, page: 1, pageSize: 6 });
    expect(clientStorage().get('deviceType')).toBe(0);
    expect((await screen.findByTestId('kanban-total')).textContent).toBe('9');
    expect(screen.getByTestId('kanban-active').textContent).toBe('4');
    expect(screen.getByText(enAlarms.kanban.topValue.replace('{{name}}', 'Boiler 1').replace('{{count}}', '6'))).toBeTruthy();
    // A confirmed alarm says by whom and offers no confirm button; an active one does.
    const [active, confirmed] = screen.getAllByTestId('alarm-row');
    expect(active?.getAttribute('data-state')).toBe('active');
    expect(within(active!).getByTestId('alarm-confirm')).toBeTruthy();
    expect(within(confirmed!).queryByTestId('alarm-confirm')).toBeNull();
    expect(confirmed?.textContent).toContain('by Li');
  });

  it('enterprise: the stored enterprise\'s devices (type 1) fill the device filter', async () => {
    clientStorage().set('eid', 42);
    const rendered = await alarmCentre();
    expect(await screen.findByRole('heading', { name: enAlarms.title.enterprise })).toBeTruthy();
    await screen.findByRole('option', { name: 'Chiller 7 (C-007)' });
    await waitFor(() => expect(listQueries(rendered)[0]).toMatchObject({ deviceType: 1, eid: 42 }));
    expect(clientStorage().get('deviceType')).toBe(1);
  });

  it('speaks Chinese on a Chinese page', async () => {
    await alarmCentre(cloud(), 'cn');
    expect(await screen.findByRole('heading', { name: cnAlarms.title.personal })).toBeTruthy();
    const [row] = await screen.findAllByTestId('alarm-row');
    expect(row?.textContent).toContain(cnAlarms.state.active);
    expect(row?.textContent).toContain(cnAlarms.level[3]);
  });
});

describe('alarm list states', () => {
  it('shows loading while the list is asked', async () => {
    await alarmCentre(cloud({ alarms: () => NEVER }));
    const table = await screen.findByRole('grid');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getByRole('status').textContent).toContain('Loading');
  });

  // The table's label was once t('title'), an object of two titles, which i18next read out as an error text.
  it('names the alarm table after the page', async () => {
    await alarmCentre();
    expect((await screen.findByRole('grid')).getAttribute('aria-label')).toBe(enAlarms.title.personal);
  });

  it('an empty answer says no alarm matches', async () => {
    await alarmCentre(cloud({ alarms: () => ({ ok: true, data: { list: [], total: 0 } }) }));
    expect((await screen.findByTestId('alarm-empty')).textContent).toBe(enAlarms.empty);
    expect(screen.queryByRole('navigation', { name: enAlarms.pager.label })).toBeNull();
  });

  it('a failed list says so with a retry that asks again', async () => {
    let fail = true;
    const rendered = await alarmCentre(cloud({ alarms: () => (fail ? { ok: false, outcome: classify({ type: 'network' }) } : { ok: true, data: { list: [alarm(3)], total: 1 } }) }));
    const error = await screen.findByTestId('alarm-error');
    expect(error.textContent).toContain(enAlarms.error);
    fail = false;
    await rendered.user.click(within(error).getByRole('button'));
    expect(await screen.findAllByTestId('alarm-row')).toHaveLength(1);
    expect(listQueries(rendered).length).toBeGreaterThanOrEqual(2);
  });
});

describe('alarm filters', () => {
  it('a device and a state narrow the query and go back to page 1; reset clears them', async () => {
    const rendered = await alarmCentre(cloud({ alarms: () => ({ ok: true, data: { list: [alarm(1)], total: 20 } }) }));
    const { user } = rendered;
    await user.click(await screen.findByRole('button', { name: enAlarms.pager.next }));
    await waitFor(() => expect(listQueries(rendered).at(-1)).toMatchObject({ page: 2 }));
    await screen.findByRole('option', { name: 'Boiler 1 (B-001)' });
    await user.selectOptions(screen.getByTestId('alarm-filter-device'), '501');
    await waitFor(() => expect(listQueries(rendered).at(-1)).toMatchObject({ deviceId: 501, page: 1 }));
    await user.selectOptions(screen.getByTestId('alarm-filter-state'), 'recovered');
    await waitFor(() => expect(listQueries(rendered).at(-1)).toMatchObject({ deviceId: 501, state: 'recovered', page: 1 }));
    // The overview follows the device, not the state.
    const kanban = rendered.cloud.requests.filter((r) => r.path === '/api/v1/devices/alarmKanban').at(-1);
    expect(kanban?.body).toMatchObject({ deviceType: 0, eid: 0, deviceId: 501 });
    await user.click(screen.getByRole('button', { name: enAlarms.filters.reset }));
    await waitFor(() => expect(listQueries(rendered).at(-1)).toEqual({ deviceType: 0, eid: 0, page: 1, pageSize: 6 }));
  });

  it('a day range becomes start and end seconds, the end day counted whole', async () => {
    const rendered = await alarmCentre();
    const { user } = rendered;
    await screen.findAllByTestId('alarm-row');
    await user.type(screen.getByTestId('alarm-filter-from'), '2024-03-01');
    await user.type(screen.getByTestId('alarm-filter-to'), '2024-03-02');
    await waitFor(() => expect(listQueries(rendered).at(-1)).toHaveProperty('end'));
    const { start, end } = listQueries(rendered).at(-1) as { start: number; end: number };
    expect(end - start).toBeGreaterThanOrEqual(2 * 86_400 - 1);
    expect(end - start).toBeLessThan(2 * 86_400);
  });

  it.each([
    ['en', '2024-03-05', '2024-03-01', enAlarms.filters.inverted],
    ['cn', '2024-03-05', '2024-03-01', cnAlarms.filters.inverted],
    ['en', '2999-01-01', '', enAlarms.filters.future],
  ] as const)('a refused range is named in %s and asks nothing (%s to %s)', async (lang, from, to, text) => {
    const rendered = await alarmCentre(cloud(), lang);
    const { user } = rendered;
    await screen.findAllByTestId('alarm-row');
    const asked = listQueries(rendered).length;
    await user.type(screen.getByTestId('alarm-filter-from'), from);
    if (to) await user.type(screen.getByTestId('alarm-filter-to'), to);
    expect((await screen.findByTestId('alarm-range-error')).textContent).toBe(text);
    expect(screen.queryByTestId('alarm-row')).toBeNull();
    expect(listQueries(rendered).filter((q) => 'start' in q || 'end' in q).every((q) => (q.start as number) <= ((q.end as number) ?? Infinity))).toBe(true);
    expect(listQueries(rendered).length).toBeLessThanOrEqual(asked + 1);
  });
});

describe('alarm paging', () => {
  it('pages of six: previous is off on the first, next on the last, the position is said', async () => {
    const rendered = await alarmCentre(cloud({ alarms: (q) => ({ ok: true, data: { list: [alarm(Number(q.page))], total: 13 } }) }));
    const { user } = rendered;
    const pager = () => ({
      previous: screen.getByRole('button', { name: enAlarms.pager.previous }),
      next: screen.getByRole('button', { name: enAlarms.pager.next }),
      position: screen.getByTestId('alarm-page').textContent,
    });
    await screen.findByText('Pressure high 1');
    expect(pager().position).toBe('Page 1 of 3');
    expect(pager().previous).toHaveProperty('disabled', true);
    await user.click(pager().next);
    await screen.findByText('Pressure high 2');
    await user.click(pager().next);
    await screen.findByText('Pressure high 3');
    expect(pager().position).toBe('Page 3 of 3');
    expect(pager().next).toHaveProperty('disabled', true);
    await user.click(pager().previous);
    await screen.findByText('Pressure high 2');
    expect(listQueries(rendered).map((q) => q.page)).toEqual([1, 2, 3, 2]);
  });

  // A pager that left the page while the next one loaded dropped the keyboard focus to the document body.
  it('keeps the keyboard focus on "Next page" while the next page loads', async () => {
    const { user } = await alarmCentre(cloud({ alarms: (q) => ({ ok: true, data: { list: [alarm(Number(q.page))], total: 13 } }) }));
    await screen.findByText('Pressure high 1');
    screen.getByRole('button', { name: enAlarms.pager.next }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Pressure high 2');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: enAlarms.pager.next }));
  });
});

describe('confirming alarms', () => {
  it('confirms one alarm by its id, the button off while the call runs, then asks the list again', async () => {
    const rendered = await alarmCentre();
    const { user } = rendered;
    const [button] = await screen.findAllByTestId('alarm-confirm');
    const asked = listQueries(rendered).length;
    await user.click(button!);
    await waitFor(() => expect(rendered.cloud.requests.find((r) => r.method === 'PUT')?.body).toEqual({ ids: '1', state: 'confirmed' }));
    await waitFor(() => expect(listQueries(rendered).length).toBeGreaterThan(asked));
  });

  it('while a confirmation runs, every confirm button is off', async () => {
    const answer = cloud();
    const rendered = await alarmCentre((request) => (request.method === 'PUT' ? NEVER : answer(request)));
    const [button] = await rendered.findAllByTestId('alarm-confirm');
    await rendered.user.click(button!);
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
  });

  it('"Confirm all of this device" shows once a device is chosen and confirms that device', async () => {
    const rendered = await alarmCentre();
    const { user } = rendered;
    expect(screen.queryByTestId('alarm-confirm-device')).toBeNull();
    await screen.findByRole('option', { name: 'Boiler 1 (B-001)' });
    await user.selectOptions(screen.getByTestId('alarm-filter-device'), '501');
    await user.click(await screen.findByTestId('alarm-confirm-device'));
    await waitFor(() => expect(rendered.cloud.requests.find((r) => r.path === '/api/machine/confirmMacAlarm')?.body).toEqual({ machineID: 501 }));
  });
});

describe('alarm recipients dialog', () => {
  it('lists who receives the device\'s alarms, and Escape closes it', async () => {
    const { user, cloud: fake } = await alarmCentre();
    const [row] = await screen.findAllByTestId('alarm-row');
    await user.click(within(row!).getByRole('button', { name: enAlarms.actions.recipients }));
    const dialog = await screen.findByRole('dialog', { name: enAlarms.recipients.title.replace('{{name}}', 'Boiler 1') });
    expect(fake.requests.find((r) => r.path === '/api/admin/alarmMsgSelect')?.body).toEqual({ machineID: 501 });
    const items = within(dialog).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Owner Wang');
    expect(items[0]).toContain(enAlarms.recipients.owner);
    expect(items[0]).toContain(enAlarms.recipients.receives);
    expect(items[1]).toContain('li@example.com');
    expect(items[1]).toContain(enAlarms.recipients.admin);
    expect(items[1]).toContain(enAlarms.recipients.muted);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when nobody receives them', async () => {
    const { user } = await alarmCentre(cloud({ recipients: [] }));
    const [row] = await screen.findAllByTestId('alarm-row');
    await user.click(within(row!).getByRole('button', { name: enAlarms.actions.recipients }));
    expect(await screen.findByText(enAlarms.recipients.none)).toBeTruthy();
  });
});
