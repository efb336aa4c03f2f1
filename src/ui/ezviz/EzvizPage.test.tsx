// The camera-cloud account form's own checks without a cloud: it says where an AppKey comes from, and empty fields
// and a malformed AppKey are refused before any check or save call.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EZVIZ_DEVELOPER_CONSOLE, EZVIZ_KEY_LENGTH } from '../../domain/ezviz';
import enCommon from '../../i18n/en/common';
import en from '../../i18n/en/ezviz';
import { renderScreen } from '../../../tests/component/render';
import EzvizPage from './EzvizPage';

const ACCOUNTS = '/api/device/v1/ezviz/account';
const SECRET = 'fedcba9876543210fedcba9876543210';

async function openForm() {
  const rendered = await renderScreen(<EzvizPage />, {
    path: '/ezviz/?lang=en',
    namespaces: ['ezviz'],
    answer: (request) => (request.path === ACCOUNTS && request.method === 'GET' ? { ok: true, data: [] } : undefined),
  });
  await screen.findByTestId('ezviz-empty');
  await rendered.user.click(screen.getByTestId('ezviz-add'));
  await screen.findByTestId('ezviz-form');
  return rendered;
}

/** Calls after the list: the account checks and the save. */
const formCalls = (requests: { method?: string; path: string }[]) => requests.filter((r) => !(r.path === ACCOUNTS && r.method === 'GET'));

describe('camera-cloud account form', () => {
  it('says where an AppKey comes from', async () => {
    await openForm();
    const where = screen.getByTestId('ezviz-where');
    expect(where.textContent).toContain('open.ys7.com');
    expect(where.querySelector('a')?.getAttribute('href')).toBe(EZVIZ_DEVELOPER_CONSOLE);
  });

  it('refuses empty fields and a malformed AppKey before any call', async () => {
    const { user, cloud } = await openForm();
    await user.click(screen.getByTestId('ezviz-save'));
    expect((await screen.findByTestId('ezviz-name-error')).textContent).toBe(en.rules.nameRequired);
    expect(screen.getByTestId('ezviz-secret-error').textContent).toBe(en.rules.secretRequired);

    await user.type(screen.getByTestId('ezviz-name'), 'Hall cameras');
    await user.type(screen.getByTestId('ezviz-appKey'), 'abc');
    await user.click(screen.getByTestId('ezviz-secret'));
    await user.paste(SECRET);
    await user.click(screen.getByTestId('ezviz-save'));
    expect((await screen.findByTestId('ezviz-appKey-error')).textContent).toBe(en.rules.appKeyFormat.replace('{{length}}', String(EZVIZ_KEY_LENGTH)));
    expect(screen.queryByTestId('ezviz-name-error')).toBeNull();
    expect(screen.queryByTestId('ezviz-secret-error')).toBeNull();
    expect(formCalls(cloud.requests)).toEqual([]);
  });
});

describe('camera-cloud accounts table', () => {
  it('lists the accounts with the secret masked and each row named by the account, in Chinese', async () => {
    const account = { id: 3, name: 'Hall cameras', appKey: 'k'.repeat(EZVIZ_KEY_LENGTH), secretMasked: '••••3210', remark: '', isDefault: true, devices: [] };
    await renderScreen(<EzvizPage />, {
      lang: 'cn', path: '/ezviz/?lang=cn', namespaces: ['ezviz'],
      answer: (request) => (request.path === ACCOUNTS && request.method === 'GET' ? { ok: true, data: [account] } : undefined),
    });
    const row = await screen.findByTestId('ezviz-row');
    expect(within(row).getByRole('rowheader').textContent).toContain('Hall cameras');
    expect(within(row).getByTestId('ezviz-row-default')).toBeTruthy();
    expect(within(row).getByTestId('ezviz-row-secret').textContent).toBe('••••3210');
  });

  it('says a failed list in the table, with its retry', async () => {
    const { user, cloud } = await renderScreen(<EzvizPage />, { path: '/ezviz/?lang=en', namespaces: ['ezviz'] });
    const error = await screen.findByTestId('ezviz-error');
    expect(screen.getByRole('grid').contains(error)).toBe(true);
    const before = cloud.paths().length;
    await user.click(within(error).getByRole('button', { name: enCommon.actions.retry }));
    await expect.poll(() => cloud.paths().length).toBeGreaterThan(before);
  });
});
