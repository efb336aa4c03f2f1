// The owner's add-member form on the kit's form hook: a blank or malformed account, and someone outside the
// enterprise, refused under the field in both languages before any call; a colleague's e-mail sent without a
// country code, and the members listed on the kit's table.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectUser, TeamMember } from '../../domain/wire/project';
import cnProjects from '../../i18n/cn/projects';
import enProjects from '../../i18n/en/projects';
import { renderScreen, type Answer } from '../../../tests/component/render';
import { ProjectMembers } from './ProjectMembers';
import { aProject } from './projectFixture';

const owner: ProjectUser = { id: 1, name: 'Ann', email: 'ann@example.com', phone: '', country_code: '86', limit_authority: 3 };
const team: TeamMember[] = [{ id: 6, name: 'Bo', email: 'bo@example.com', phone: '13800138006', country_code: '86' }];
const ADD = '/api/project/addUser';
const cloud: Answer = (request) => {
  if (request.path === '/api/project/getUser') return { ok: true, data: [owner] };
  if (request.path === '/eapi/web/c/managerteam/members') return { ok: true, data: team };
  if (request.path === ADD) return { ok: true, data: { ...owner, id: 6, name: 'Bo', limit_authority: 1 } };
  return undefined;
};

describe('project members', () => {
  it.each([
    ['en', enProjects],
    ['cn', cnProjects],
  ] as const)('refuses a wrong account under the field in %s before any call', async (lang, texts) => {
    const { user, cloud: fake } = await renderScreen(<ProjectMembers project={aProject()} owner eid={7} />, { lang, namespaces: ['projects'], answer: cloud });
    await screen.findAllByTestId('project-member');
    const account = screen.getByTestId('project-member-account');
    await user.click(screen.getByTestId('project-member-add'));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.members.accountRequired);
    expect(account.getAttribute('aria-invalid')).toBe('true');
    await user.type(account, 'not an account');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.members.accountInvalid));
    await user.clear(account);
    await user.type(account, '13800138000');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(texts.members.notInEnterprise));
    expect(fake.paths()).not.toContain(ADD);
  });

  it('adds a colleague by e-mail (no country code) and lists the members', async () => {
    const { user, cloud: fake, notices } = await renderScreen(<ProjectMembers project={aProject()} owner eid={7} />, { namespaces: ['projects'], answer: cloud });
    expect((await screen.findAllByTestId('project-member')).map((row) => row.getAttribute('data-id'))).toEqual(['1']);
    await waitFor(() => expect(fake.paths()).toContain('/eapi/web/c/managerteam/members'));
    await user.type(screen.getByTestId('project-member-account'), ' bo@example.com ');
    await user.click(screen.getByTestId('project-member-add'));
    await waitFor(() => expect(fake.requests.find((r) => r.path === ADD)?.body).toEqual({ id: 41, account: 'bo@example.com', countryCode: '' }));
    await waitFor(() => expect(notices).toContainEqual({ severity: 'success', key: 'projects:members.added' }));
    expect((screen.getByTestId('project-member-account') as HTMLInputElement).value).toBe('');
  });
});
