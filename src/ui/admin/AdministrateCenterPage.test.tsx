// The administration centre's tables on the kit: the members with their roles (the manager first, contacts masked)
// and each member's share of the SMS stock; a failure of the members list says so in the table with its retry.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamMember } from '../../domain/wire/project';
import cnAdmin from '../../i18n/cn/admin';
import enCommon from '../../i18n/en/common';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { clientStorage } from '../app/clientStorage';
import AdministrateCenterPage from './AdministrateCenterPage';

const EID = 7;
const members: TeamMember[] = [
  { id: 1, name: 'Ann', email: '', phone: '13812345678', country_code: '86' },
  { id: 2, name: 'B'.repeat(120), email: 'b@example.com', phone: '', country_code: '86' },
];
const cloud = (team: 'ok' | 'down'): Answer => (request) => {
  if (request.path === '/api/enterprises/enterprisePermission') return { ok: true, data: { eid: EID, manager: true, maintainer: false } };
  if (request.path === '/eapi/web/c/managerteam/members') return team === 'ok' ? { ok: true, data: members } : undefined;
  if (request.path === '/api/msg/v1/ent/sms/user/stock') {
    const userId = Number((request.query as Record<string, unknown>).userId);
    return { ok: true, data: { userId, eid: EID, stock: userId === 1 ? 30 : 10, enterpriseStock: 60, personalStock: 0 } };
  }
  return undefined;
};

afterEach(() => {
  clientStorage().remove('eid');
});

describe('administration centre tables', () => {
  it('lists the members with their roles and their share of the SMS stock (Chinese)', async () => {
    clientStorage().set('eid', EID);
    await renderScreen(<AdministrateCenterPage />, { lang: 'cn', path: '/administrateCenter?lang=cn', namespaces: ['admin'], answer: cloud('ok') });
    const rows = await screen.findAllByTestId('admin-member');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Ann');
    expect(rows[0]!.textContent).toContain(cnAdmin.roles.manager);
    expect(rows[0]!.textContent).not.toContain('13812345678');
    const shares = await screen.findAllByTestId('admin-sms-member');
    expect(shares.map((row) => row.lastElementChild?.textContent)).toEqual(['30%', '10%']);
  });

  it('says a failed members list in the table, with its retry', async () => {
    clientStorage().set('eid', EID);
    const { user, cloud: fake } = await renderScreen(<AdministrateCenterPage />, { path: '/administrateCenter', namespaces: ['admin'], answer: cloud('down') });
    const error = await screen.findByTestId('admin-members-error');
    const asked = () => fake.paths().filter((p) => p === '/eapi/web/c/managerteam/members').length;
    const before = asked();
    await user.click(within(error).getByRole('button', { name: enCommon.actions.retry }));
    await expect.poll(asked).toBeGreaterThan(before);
  });
});
