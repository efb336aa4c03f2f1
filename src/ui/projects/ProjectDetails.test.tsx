// Editing a project's details: the domain's rules refuse before any call, under their field, in both languages.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { ProjectDetails } from './ProjectDetails';
import { aProject } from './projectFixture';

describe('project details editor', () => {
  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('refuses a blank name before any call (%s)', async (lang, texts) => {
    const { user, cloud } = await renderScreen(<ProjectDetails project={aProject()} owner />, { lang, namespaces: ['projects', 'validation'] });
    await user.click(await screen.findByTestId('project-edit'));
    await user.clear(screen.getByTestId('project-name'));
    await user.type(screen.getByTestId('project-name'), '   ');
    await user.click(screen.getByTestId('project-edit-save'));
    expect(await screen.findByText(texts.projectName.required)).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('project-name')), { timeout: 30_000 });
    expect(cloud.paths()).toEqual([]);
  });

  it('sends the trimmed name with the visits switch', async () => {
    const { user, cloud } = await renderScreen(<ProjectDetails project={aProject()} owner />, { namespaces: ['projects', 'validation'] });
    await user.click(await screen.findByTestId('project-edit'));
    await user.type(screen.getByTestId('project-name'), ' B ');
    await user.click(screen.getByTestId('project-visits'));
    await user.click(screen.getByTestId('project-edit-save'));
    await vi.waitFor(() => expect(cloud.paths()).toEqual(['/api/project/edit']), { timeout: 30_000 });
    expect(cloud.requests[0]!.body).toMatchObject({ id: 41, name: 'Line 7 B', description: 'Presses', enable_get_visit_url: 1 });
  });
});
