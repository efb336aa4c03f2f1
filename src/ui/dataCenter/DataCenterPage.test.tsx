// The data centre's range rules without a cloud: an inverted range and a day to come are refused before the history
// call, in the page's language, and a cloud that does not offer the history is told plainly, not as a failure.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/constants';
import { localDayKey } from '../../domain/time';
import cn from '../../i18n/cn/dataCenter';
import en from '../../i18n/en/dataCenter';
import { renderScreen, type Answer } from '../../../tests/component/render';
import DataCenterPage from './DataCenterPage';

const HISTORY = '/api/ext/v1/dataCenter/history';

const open = (lang: Language, answer?: Answer) =>
  renderScreen(<DataCenterPage />, { lang, path: `/dataCenter/?lang=${lang}`, namespaces: ['dataCenter'], answer });

const historyCalls = (paths: string[]) => paths.filter((path) => path === HISTORY).length;

describe('data centre range', () => {
  it('refuses an inverted range before any call, in Chinese', async () => {
    const { cloud } = await open('cn');
    const from = await screen.findByTestId('dc-from');
    const before = historyCalls(cloud.paths());
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByTestId('dc-to'), { target: { value: '2026-03-01' } });
    expect((await screen.findByTestId('dc-range-error')).textContent).toBe(cn.range.error.inverted);
    expect(historyCalls(cloud.paths())).toBe(before);
  });

  it('refuses a last day after today (no 0 % availability for days to come) before any call', async () => {
    const { cloud } = await open('en');
    const to = await screen.findByTestId('dc-to');
    const before = historyCalls(cloud.paths());
    const next = new Date();
    next.setDate(next.getDate() + 1);
    fireEvent.change(to, { target: { value: localDayKey(next) } });
    expect((await screen.findByTestId('dc-range-error')).textContent).toBe(en.range.error.future);
    expect(historyCalls(cloud.paths())).toBe(before);
  });
});

describe('a cloud without the history', () => {
  it('says plainly that the history is not offered, with no load error', async () => {
    await open('en', (request) =>
      request.path === HISTORY ? { ok: false, outcome: { kind: 'http', status: 404, messageKey: 'errors:http.notFound' } } : undefined,
    );
    expect((await screen.findByTestId('dc-not-offered')).textContent).toBe(en.notOffered);
    expect(screen.queryByTestId('dc-error')).toBeNull();
  });
});
