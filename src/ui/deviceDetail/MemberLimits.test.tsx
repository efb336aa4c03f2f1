// The members' access limits on the kit's table: a row per member (phone masked), sorting by name and by access,
// a drop-down that keeps its arrow keys inside the grid, and the change sent with the call it needs.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberLimit } from '../../domain/wire/deviceDetail';
import cnDetail from '../../i18n/cn/deviceDetail';
import enDetail from '../../i18n/en/deviceDetail';
import { renderScreen } from '../../../tests/component/render';
import { MemberLimits } from './MemberLimits';

const members: MemberLimit[] = [
  { userId: 11, name: 'Wu', phone: '13812345678', email: '', limit_authority: 1, access: 'noAlarm' },
  { userId: 12, name: 'Anna', phone: '', email: 'anna@example.com', limit_authority: 1, access: 'readWrite' },
  { userId: 13, name: 'Li', phone: '', email: 'li@example.com', limit_authority: 2, access: 'readOnly' },
];
const names = () => screen.getAllByTestId('limit-row').map((row) => row.querySelector('label')?.textContent);

describe('member access limits', () => {
  it.each([
    ['en', enDetail],
    ['cn', cnDetail],
  ] as const)('lists the members in %s, sorts them, and sets one to no alarms', async (lang, texts) => {
    const { user, cloud, notices } = await renderScreen(<MemberLimits machineId={5} members={members} />, {
      lang, namespaces: ['deviceDetail'],
      answer: (request) => (request.path === '/api/machine/limitAlarmSet' ? { ok: true, data: { userId: 12, access: 'noAlarm' } } : undefined),
    });
    const table = screen.getByRole('grid', { name: texts.limits.title });
    expect(names()).toEqual(['Wu', 'Anna', 'Li']);
    expect(table.textContent).toContain('138****5678');
    expect(table.textContent).not.toContain('13812345678');
    await user.click(screen.getByTestId('sort-member'));
    expect(names()).toEqual(['Anna', 'Li', 'Wu']);
    await user.click(screen.getByTestId('sort-level'));
    expect(names()).toEqual(['Li', 'Anna', 'Wu']);
    const anna = screen.getByLabelText('Anna') as HTMLSelectElement;
    expect([...anna.options].map((o) => o.textContent)).toEqual([texts.access.readOnly, texts.access.readWrite, texts.access.noAlarm]);
    await user.selectOptions(anna, 'noAlarm');
    await waitFor(() => expect(notices).toEqual([{ severity: 'success', key: 'deviceDetail:limits.saved' }]));
    expect(cloud.requests).toEqual([expect.objectContaining({ path: '/api/machine/limitAlarmSet', body: { machineID: 5, userID: 12, value: 1 } })]);
  });

  it('says there is nobody below the caller instead of an empty table', async () => {
    await renderScreen(<MemberLimits machineId={5} members={[]} />, { namespaces: ['deviceDetail'] });
    expect(screen.getByTestId('limits-empty').textContent).toBe(enDetail.limits.empty);
    expect(screen.queryByTestId('limits-table')).toBeNull();
  });
});
