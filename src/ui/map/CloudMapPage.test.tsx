// The cloud map (product.md section 2): every device of the mode on a clustered Leaflet map, the index built in a
// worker (here the same index answered in the page: tests/component/clusterWorker.ts). What is drawn (clusters with
// their online share, single devices by state, devices without a place left out and counted), a cluster opening on
// click, the device popup (as text, never HTML) and its way to the detail, keyboard access to the markers, the
// loading, empty and error states, and hiding the map from the menu.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Machine } from '../../domain/wire/machine';
import { classify } from '../../domain/resultCodes';
import cnMap from '../../i18n/cn/map';
import enMap from '../../i18n/en/map';
import type { HttpRequest, Result } from '../../transport/http';
import { clientStorage } from '../app/clientStorage';
import { InPageClusterWorker } from '../../../tests/component/clusterWorker';
import { renderScreen } from '../../../tests/component/render';
import CloudMapPage from './CloudMapPage';

const machine = (id: number, name: string, lat: number, lng: number, online: boolean, address = ''): Partial<Machine> => ({
  machine_id: id,
  machine_name: name,
  machine_code: `M-${id}`,
  address,
  lat,
  lng,
  state: online ? 1 : 0,
});

// Two devices a street apart in Shanghai (one cluster until zoomed in), one in Beijing, one that never reported a place.
const FLEET = [
  machine(11, 'Pump A', 31.2304, 121.4737, true, 'Dock 4, Shanghai'),
  machine(12, 'Pump B', 31.2314, 121.4747, false),
  machine(13, '<img src=x onerror=alert(1)>', 39.9042, 116.4074, true),
  machine(14, 'Spare', 0, 0, false),
];

/** A call that never answers: fakeCloud's call() adopts a promise it is handed. */
const NEVER = new Promise(() => undefined) as unknown as Result<unknown>;

function cloud(devices: () => Result<unknown> | undefined = () => ({ ok: true, data: FLEET }), states: unknown[] = []) {
  let hidden = 0;
  return (request: HttpRequest): Result<unknown> | undefined => {
    switch (request.path) {
      case '/api/machine/select':
        return devices();
      case '/eapi/ent/c/manager/device/group/devicelist':
        return { ok: true, data: { list: FLEET, total: FLEET.length } };
      case '/api/machine/getMachineStates':
        return { ok: true, data: states };
      case '/api/user/selectInfo':
        return { ok: true, data: { hide_map: hidden } };
      case '/api/user/v1/hideMap':
        hidden = (request.body as { hideMap: number }).hideMap;
        return { ok: true, data: { hide_map: hidden } };
      default:
        return undefined;
    }
  };
}

const mapBox = () => screen.getByTestId('cloud-map');
const painted = () => waitFor(() => expect(mapBox().dataset.painted).toBe('true'));

beforeEach(() => {
  vi.stubGlobal('Worker', InPageClusterWorker);
  // jsdom lays nothing out; Leaflet sizes the view from the box.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  InPageClusterWorker.made = [];
  window.localStorage.clear();
  clientStorage().set('eid', 0);
});

describe('cloud map', () => {
  it('draws the located devices, a near pair as one cluster, and counts the unlocated one out', async () => {
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    await painted();
    expect(mapBox().dataset.clusters).toBe('1');
    expect(mapBox().dataset.singles).toBe('1');
    // The view marks its box painted as it draws; the count follows in the page's next render.
    expect((await screen.findByTestId('map-count')).textContent).toBe('3 of 4 devices on the map');
    const cluster = screen.getByTestId('map-cluster');
    // Half of the cluster is online: the ring says so and so does its title.
    expect(cluster.className).toContain('mixed');
    expect(cluster.getAttribute('title')).toBe('2 devices, 1 online: zoom in');
    expect(clientStorage().get('deviceType')).toBe(0);
  });

  it('a cluster click zooms in until its devices stand apart', async () => {
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    await painted();
    const draws = Number(mapBox().dataset.draws);
    fireEvent.click(screen.getByTestId('map-cluster'));
    await waitFor(() => expect(Number(mapBox().dataset.draws)).toBeGreaterThan(draws));
    await waitFor(() => expect(screen.queryByTestId('map-cluster')).toBeNull());
    const states = screen.getAllByTestId('map-device').map((m) => [m.getAttribute('data-machine-id'), m.getAttribute('data-state')]);
    expect(states).toEqual(expect.arrayContaining([['11', 'online'], ['12', 'offline']]));
  });

  it('a device marker is reachable by keyboard, named with its state, and opens its popup as text', async () => {
    const { went } = await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    await painted();
    const marker = screen.getAllByTestId('map-device').find((m) => m.getAttribute('data-machine-id') === '13');
    expect(marker?.getAttribute('tabindex')).toBe('0');
    expect(marker?.getAttribute('title')).toBe('<img src=x onerror=alert(1)> (Online)');
    fireEvent.click(marker!);
    const popup = await screen.findByTestId('map-popup');
    expect(popup.querySelector('img')).toBeNull();
    expect(within(popup).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(popup).getByText('M-13')).toBeTruthy();
    expect(within(popup).getByText(enMap.legend.online).className).toBe('online');
    fireEvent.click(within(popup).getByTestId('map-popup-open'));
    expect(went).toEqual(['/index/?listType=list&machine=13']);
  });

  it('live online states recolour the markers without moving the view', async () => {
    // Beijing's device went offline since the list was loaded.
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud(undefined, [{ machineId: 13, state: 0 }]) });
    await painted();
    const beijing = () => screen.getAllByTestId('map-device').find((m) => m.getAttribute('data-machine-id') === '13');
    await waitFor(() => expect(beijing()?.getAttribute('data-state')).toBe('offline'));
    // One index built from the list, one rebuilt with the new state; the view was fitted once.
    expect(InPageClusterWorker.made[0]?.received.filter((m) => m.type === 'load')).toHaveLength(2);
  });

  // The marker's title (its accessible name) follows the index's newer state, as its colour does.
  it('a device that went offline is named offline', async () => {
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud(undefined, [{ machineId: 13, state: 0 }]) });
    await painted();
    const beijing = () => screen.getAllByTestId('map-device').find((m) => m.getAttribute('data-machine-id') === '13');
    await waitFor(() => expect(beijing()?.getAttribute('data-state')).toBe('offline'));
    expect(beijing()?.getAttribute('title')).toBe(`<img src=x onerror=alert(1)> (${enMap.legend.offline})`);
  });

  it('in an enterprise, the enterprise\'s devices, its name, and the detail on the enterprise list', async () => {
    clientStorage().set('eid', 9);
    clientStorage().set('enterpriseList', [{ eid: 9, name: 'Acme Water' } as never]);
    const { cloud: fake, went } = await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    expect(await screen.findByText('Devices of Acme Water')).toBeTruthy();
    await painted();
    expect(fake.paths()).not.toContain('/api/machine/select');
    expect(clientStorage().get('deviceType')).toBe(1);
    fireEvent.click(screen.getByTestId('map-cluster'));
    await waitFor(() => expect(screen.queryByTestId('map-cluster')).toBeNull());
    fireEvent.click(screen.getAllByTestId('map-device').find((m) => m.getAttribute('data-machine-id') === '11')!);
    const popup = await screen.findByTestId('map-popup');
    expect(within(popup).getByText('Dock 4, Shanghai')).toBeTruthy();
    fireEvent.click(within(popup).getByTestId('map-popup-open'));
    expect(went).toEqual(['/device/?type=1&machine=11']);
  });
});

describe('cloud map states', () => {
  it('shows loading while the devices are asked, and no map', async () => {
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud(() => NEVER) });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(mapBox().hidden).toBe(true);
    expect(InPageClusterWorker.made).toEqual([]);
  });

  it('says when no device has a place', async () => {
    await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud(() => ({ ok: true, data: [FLEET[3]] })) });
    expect((await screen.findByTestId('map-empty')).textContent).toBe(enMap.empty);
    expect(screen.getByTestId('map-count').textContent).toBe('0 of 1 device on the map');
  });

  it.each(['en', 'cn'] as const)('a failed load says so in %s with a retry that asks again', async (lang) => {
    let fail = true;
    const { user, cloud: fake } = await renderScreen(<CloudMapPage />, {
      lang,
      namespaces: ['map'],
      answer: cloud(() => (fail ? { ok: false, outcome: classify({ type: 'network' }) } : { ok: true, data: FLEET })),
    });
    const error = await screen.findByTestId('map-error');
    expect(error.textContent).toContain((lang === 'en' ? enMap : cnMap).error);
    fail = false;
    await user.click(within(error).getByRole('button'));
    await painted();
    expect(fake.paths().filter((p) => p === '/api/machine/select')).toHaveLength(2);
  });

  it('the map is taken down with the page: its worker ends', async () => {
    const { unmount } = await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    await painted();
    unmount();
    expect(InPageClusterWorker.made.every((w) => w.terminated)).toBe(true);
  });
});

describe('hiding the map from the menu', () => {
  it('saves the choice, says so, and the button says it is pressed', async () => {
    const { user, cloud: fake, notices } = await renderScreen(<CloudMapPage />, { namespaces: ['map'], answer: cloud() });
    const toggle = await screen.findByTestId('map-hide-toggle');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', key: 'map:hide.doneHidden' }]));
    expect(fake.requests.find((r) => r.path === '/api/user/v1/hideMap')?.body).toEqual({ hideMap: 1 });
    expect(await screen.findByTestId('map-hidden-note')).toBeTruthy();
    expect(screen.getByTestId('map-hide-toggle').getAttribute('aria-pressed')).toBe('true');
  });
});
