// The project tables on the kit: the list (rows, empty, a failure with its retry, the no-permission notice), the
// members and the devices of a project, in both languages; long names wrap inside their cell.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessCode } from '../../domain/resultCodes';
import type { Project, ProjectMachine, ProjectUser } from '../../domain/wire/project';
import cn from '../../i18n/cn/projects';
import enCommon from '../../i18n/en/common';
import en from '../../i18n/en/projects';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { ProjectDevices } from './ProjectDevices';
import { ProjectList } from './ProjectList';
import { ProjectMembers } from './ProjectMembers';

const LONG = 'A'.repeat(200);
const project: Project = {
  id: 5, eid: 7, type: 1, name: LONG, description: '', report_state: 1, ownner: 1, ownerName: 'Ann', enable_get_visit_url: 0,
  server: '', secret_key: '', report_count: 100000, user_length: 2, machine_length: 1, limit_authority: 3,
};
const member: ProjectUser = { id: 2, name: 'Bo', email: 'bo@example.com', phone: '13800000000', country_code: '86', limit_authority: 1 };
const machine: ProjectMachine = {
  machine_id: 9, machine_name: 'Press', machine_code: 'M-9', alias: '', state: 1, eid: 7, cloudState: 1, limit_authority: 3, emq_project_id: 5, project: '',
};
const answering = (path: string, data: unknown): Answer => (request) => (request.path === path ? { ok: true, data } : undefined);

describe('project tables', () => {
  it.each([
    ['en', en],
    ['cn', cn],
  ] as const)('lists projects with their counts and opens one (%s)', async (lang, texts) => {
    const opened: number[] = [];
    const { user } = await renderScreen(<ProjectList eid={7} type={1} onOpen={(id) => opened.push(id)} />, {
      lang, namespaces: ['projects'], answer: answering('/eapi/web/c/project/list', [project]),
    });
    const row = await screen.findByTestId('project-row');
    expect(row.getAttribute('data-id')).toBe('5');
    expect(within(row).getByTestId('project-report-count').textContent).toBe('100,000');
    expect(within(row).getByRole('rowheader').textContent).toContain(texts.role.owner);
    expect(screen.getByRole('grid', { name: texts.title[1] })).toBeTruthy();
    await user.click(within(row).getByTestId('project-open'));
    expect(opened).toEqual([5]);
  });

  it('says an empty list in the table, and a failure with its retry', async () => {
    await renderScreen(<ProjectList eid={7} type={1} onOpen={() => undefined} />, { lang: 'cn', namespaces: ['projects'], answer: answering('/eapi/web/c/project/list', []) });
    expect((await screen.findByTestId('projects-empty')).textContent).toBe(cn.list.empty[1]);

    const { user, cloud } = await renderScreen(<ProjectList eid={7} type={2} onOpen={() => undefined} />, { namespaces: ['projects'] });
    const error = await screen.findByTestId('projects-error');
    const before = cloud.paths().length;
    await user.click(within(error).getByRole('button', { name: enCommon.actions.retry }));
    await expect.poll(() => cloud.paths().length).toBeGreaterThan(before);
  });

  it('shows the no-permission notice instead of the table', async () => {
    await renderScreen(<ProjectList eid={7} type={1} onOpen={() => undefined} />, {
      namespaces: ['projects'],
      answer: () => ({ ok: false, outcome: { kind: 'business', code: BusinessCode.NoPermission, messageKey: 'errors:business.noPermission', success: false } }),
    });
    expect((await screen.findByTestId('projects-no-permission')).textContent).toBe(en.noPermission);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('lists members with owner actions, and devices, each row named by its first cell', async () => {
    await renderScreen(<ProjectMembers project={project} owner eid={7} />, { namespaces: ['projects'], answer: answering('/api/project/getUser', [member]) });
    const row = await screen.findByTestId('project-member');
    expect(within(row).getByRole('rowheader').textContent).toBe('Bo');
    expect(within(row).getByTestId('project-member-remove').getAttribute('aria-label')).toBe(en.members.removeLabel.replace('{{name}}', 'Bo'));

    await renderScreen(<ProjectDevices project={project} owner={false} />, { namespaces: ['projects'], answer: answering('/api/project/getMachine', []) });
    expect((await screen.findByTestId('project-devices-empty')).textContent).toBe(en.devices.empty);
    await renderScreen(<ProjectDevices project={project} owner />, { namespaces: ['projects'], answer: answering('/api/project/getMachine', [machine]) });
    expect((await screen.findByTestId('project-device')).getAttribute('data-id')).toBe('9');
  });
});
