// A screen whose code cannot be fetched (chunkRecovery.ts, docs/decisions.md "Resilience"): offline it says so and
// loads by itself when the network returns; online, once a reload has been tried, the route's boundary names the
// cause and "Try again" asks for the code afresh; leaving the route clears a failure.
import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import cnResilience from '../../i18n/cn/resilience';
import enResilience from '../../i18n/en/resilience';
import { renderScreen } from '../../../tests/component/render';
import { lazyScreen } from './chunkRecovery';
import { FailureBoundary, RouteBoundary } from './FailureBoundary';

const CHUNK_ERROR = () => new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b.js');

/** A screen whose first `failures` loads fail as a missing chunk does. */
function flakyScreen(failures: number) {
  let asked = 0;
  const Screen = lazyScreen(async () => {
    asked += 1;
    if (asked <= failures) throw CHUNK_ERROR();
    return { default: () => <p>Screen loaded</p> };
  });
  return { Screen, asked: () => asked };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a screen whose code cannot be fetched', () => {
  it('offline: says so in the page language and loads by itself once the network returns', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { Screen, asked } = flakyScreen(1);
    await renderScreen(
      <FailureBoundary scope="route">
        <Screen />
      </FailureBoundary>,
      { lang: 'cn' },
    );
    // The load waits for the network: nothing failed yet, nothing shown.
    await waitFor(() => expect(asked()).toBe(1));
    expect(screen.queryByRole('alert')).toBeNull();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Screen loaded')).toBeTruthy();
    expect(asked()).toBe(2);
    expect(quiet).not.toHaveBeenCalled();
  });

  it('online, after a reload was just tried: the boundary names the cause, and Try again loads it', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A reload a moment ago: the page does not reload again (no loop on a build that is broken for good).
    window.sessionStorage.setItem('chunk-reload-at', String(Date.now()));
    const { Screen, asked } = flakyScreen(1);
    const { user } = await renderScreen(
      <FailureBoundary scope="route">
        <Screen />
      </FailureBoundary>,
      { lang: 'en' },
    );
    expect(await screen.findByText(enResilience.route.chunk)).toBeTruthy();
    expect(screen.getByRole('heading', { name: enResilience.route.title })).toBeTruthy();
    expect(screen.getByTestId('failure-reload')).toBeTruthy();
    await user.click(screen.getByTestId('failure-retry'));
    expect(await screen.findByText('Screen loaded')).toBeTruthy();
    expect(asked()).toBe(2);
    expect(quiet).toHaveBeenCalled();
  });

  it('a failure shown offline says the page loads by itself, and does so when the network returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let broken = true;
    function Chunky() {
      if (broken) throw CHUNK_ERROR();
      return <p>Back</p>;
    }
    await renderScreen(
      <FailureBoundary scope="widget" widget="map">
        <Chunky />
      </FailureBoundary>,
      { lang: 'cn' },
    );
    expect(await screen.findByText(cnResilience.offline)).toBeTruthy();
    expect(screen.getByText(cnResilience.widget.map)).toBeTruthy();
    // A widget offers no page reload.
    expect(screen.queryByTestId('failure-reload')).toBeNull();
    broken = false;
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Back')).toBeTruthy();
  });
});

describe('the route boundary', () => {
  it('clears a shown failure when the user goes to another route', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('render failed on purpose');
    }
    const { user } = await renderScreen(
      <>
        <Link to="/fine">elsewhere</Link>
        <RouteBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>Fine page</p>} />
          </Routes>
        </RouteBoundary>
      </>,
      { lang: 'en', path: '/broken' },
    );
    expect(await screen.findByText(enResilience.route.render)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'elsewhere' }));
    expect(await screen.findByText('Fine page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
