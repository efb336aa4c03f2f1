// Creating a project: the domain's rules refuse before anything is sent, under their field, in both languages;
// the first refused field takes the focus; a right draft is sent trimmed.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enProjects from '../../i18n/en/projects';
import { PROJECT_DESCRIPTION_MAX } from '../../domain/validation';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { CreateProjectDialog } from './CreateProjectDialog';

const fill = (text: string, values: Record<string, number>) => Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, String(v)), text);

describe('project creation', () => {
  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('refuses an empty name and a long description before any call (%s)', async (lang, texts) => {
    const { user, cloud } = await renderScreen(<CreateProjectDialog eid={7} type={1} onClose={() => undefined} onCreated={() => undefined} />, {
      lang,
      namespaces: ['projects', 'validation'],
    });
    await user.click(await screen.findByTestId('project-create-submit'));
    expect(await screen.findByText(texts.projectName.required)).toBeTruthy();
    expect(screen.getByTestId('project-name').getAttribute('aria-invalid')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('project-name')), { timeout: 30_000 });
    await user.type(screen.getByTestId('project-name'), 'Line 7');
    await user.click(screen.getByTestId('project-description'));
    await user.paste('x'.repeat(PROJECT_DESCRIPTION_MAX + 1));
    await user.click(screen.getByTestId('project-create-submit'));
    expect(await screen.findByText(fill(texts.projectDescription.length, { projectDescriptionMax: PROJECT_DESCRIPTION_MAX }))).toBeTruthy();
    expect(screen.queryByText(texts.projectName.required)).toBeNull();
    expect(cloud.paths()).toEqual([]);
  });

  it('is a named modal dialog that opens on the name field and closes on Escape', async () => {
    const onClose = vi.fn();
    const { user } = await renderScreen(<CreateProjectDialog eid={7} type={1} onClose={onClose} onCreated={() => undefined} />, {
      namespaces: ['projects', 'validation'],
    });
    const dialog = await screen.findByRole('dialog', { name: enProjects.create.title[1] });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.tagName).toBe('INPUT');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('sends the trimmed draft once the rules accept it, Enter submitting', async () => {
    const { user, cloud } = await renderScreen(<CreateProjectDialog eid={7} type={1} onClose={() => undefined} onCreated={() => undefined} />, {
      namespaces: ['projects', 'validation'],
    });
    await user.type(await screen.findByTestId('project-name'), '  Line 7  ');
    await user.type(screen.getByTestId('project-description'), ' hall 2 ');
    await user.type(screen.getByTestId('project-name'), '{Enter}');
    await vi.waitFor(() => expect(cloud.paths()).toEqual(['/api/project/add']), { timeout: 30_000 });
    expect(cloud.requests[0]!.body).toMatchObject({ eid: 7, type: 1, name: 'Line 7', description: 'hall 2' });
  });
});
