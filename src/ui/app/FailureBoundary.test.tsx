// The boundaries: a render error shows what failed in the page's language with a way on, never a blank area; "Try
// again" mounts the content afresh; a widget's failure says which part failed and leaves the rest.
import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cnResilience from '../../i18n/cn/resilience';
import enResilience from '../../i18n/en/resilience';
import { renderScreen } from '../../../tests/component/render';
import { FailureBoundary } from './FailureBoundary';

let failing = true;
function Fragile() {
  if (failing) throw new Error('render failed on purpose');
  return <p>Shown</p>;
}

describe('failure boundaries', () => {
  it('the root boundary shows the failure in the page language, and Try again re-mounts', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    const { user } = await renderScreen(
      <FailureBoundary scope="root">
        <Fragile />
      </FailureBoundary>,
      { lang: 'cn' },
    );
    await screen.findByText(cnResilience.root.title);
    expect(screen.getByText(cnResilience.route.render)).toBeTruthy();
    expect(screen.getByTestId('failure-reload').textContent).toContain(cnResilience.actions.reload);
    failing = false;
    await user.click(screen.getByTestId('failure-retry'));
    expect(await screen.findByText('Shown')).toBeTruthy();
    // Logged with where it happened.
    expect(quiet.mock.calls.some(([line]) => String(line).includes('[console] root'))).toBe(true);
    quiet.mockRestore();
  });

  it('a widget says which part failed, offers Try again but no page reload, and the page around it stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    failing = true;
    function Page() {
      const [count] = useState(3);
      return (
        <main>
          <h1>Data centre: {count}</h1>
          <FailureBoundary scope="widget" widget="charts">
            <Fragile />
          </FailureBoundary>
        </main>
      );
    }
    await renderScreen(<Page />, { lang: 'en' });
    await screen.findByText(enResilience.widget.charts);
    expect(screen.getByRole('heading', { name: 'Data centre: 3' })).toBeTruthy();
    expect(screen.queryByTestId('failure-reload')).toBeNull();
    expect(screen.getByTestId('failure-retry')).toBeTruthy();
    quiet.mockRestore();
  });
});
