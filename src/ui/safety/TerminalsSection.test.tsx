// The login terminals on the kit's table: this session marked and not offered a sign-out, another one signed out
// after its confirmation, the server's pages walked with the pager, and a failed load said with its retry.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TokenInfoItem } from '../../domain/wire/account';
import cnSafety from '../../i18n/cn/safety';
import enSafety from '../../i18n/en/safety';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { TerminalsSection } from './TerminalsSection';

const item = (n: number, current = 0): TokenInfoItem => ({
  id: `t${n}`, terminalName: n === 2 ? '' : `Browser ${n}`, terminalType: 'web', terminalOS: 'Linux', loginIp: `10.0.0.${n}`,
  loginTime: 1_700_000_000 + n, expiredTime: 1_700_100_000 + n, current: current as 0 | 1,
});
const all = Array.from({ length: 17 }, (_, i) => item(i + 1, i === 0 ? 1 : 0));
const cloud: Answer = (request) => {
  if (request.path === '/api/user/v1/tokenInfo') {
    const page = Number((request.query as { page: number }).page);
    return { ok: true, data: { list: all.slice((page - 1) * 15, page * 15), total: all.length, page, pageSize: 15 } };
  }
  if (request.path === '/api/user/v1/tokenInfo/t3') return { ok: true, data: { revoked: 1 } };
  return undefined;
};

describe('login terminals', () => {
  it.each([
    ['en', enSafety],
    ['cn', cnSafety],
  ] as const)('lists a page of sessions in %s, signs one out after asking, and pages on', async (lang, texts) => {
    const { user, cloud: fake, notices } = await renderScreen(<TerminalsSection />, { lang, namespaces: ['safety'], answer: cloud });
    const table = await screen.findByRole('grid', { name: texts.terminals.caption.replace('{{total}}', '17') });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(16));
    expect(screen.getAllByTestId('safety-terminal-current')).toHaveLength(1);
    expect(within(screen.getByTestId('safety-terminal-current')).queryByTestId('safety-revoke')).toBeNull();
    expect(screen.getAllByTestId('safety-terminal')).toHaveLength(14);
    expect(table.textContent).toContain(texts.terminals.unknownTerminal);
    await user.click(screen.getByRole('button', { name: texts.terminals.revokeNamed.replace('{{name}}', 'Browser 3').replace('{{ip}}', '10.0.0.3') }));
    expect((await screen.findByTestId('safety-confirm')).textContent).toContain('Browser 3');
    await user.click(screen.getByTestId('safety-confirm-confirm'));
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', key: 'safety:terminals.revoked' }]));
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === '/api/user/v1/tokenInfo/t3')).toBe(true);
    await user.click(screen.getByRole('button', { name: texts.terminals.next }));
    await waitFor(() => expect(screen.getAllByTestId('safety-terminal')).toHaveLength(2));
    expect(screen.getByRole('grid').textContent).toContain('Browser 17');
  });

  it('says a failed load with its retry', async () => {
    await renderScreen(<TerminalsSection />, { namespaces: ['safety'] });
    const failure = await screen.findByTestId('safety-terminals-error');
    expect(failure.textContent).toContain(enSafety.terminals.loadFailed);
  });
});
