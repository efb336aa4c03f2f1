// Creating a project: the name is checked before anything is sent.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import enProjects from '../../i18n/en/projects';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { CreateProjectDialog } from './CreateProjectDialog';

describe('project creation', () => {
  it.each([
    ['en', enValidation.projectName.required],
    ['cn', cnValidation.projectName.required],
  ] as const)('refuses an empty name before any call (%s)', async (lang, text) => {
    const { user, cloud } = await renderScreen(<CreateProjectDialog eid={7} type={1} onClose={() => undefined} onCreated={() => undefined} />, {
      lang,
      namespaces: ['projects', 'validation'],
    });
    await user.click(await screen.findByTestId('project-create-submit'));
    expect(await screen.findByText(text)).toBeTruthy();
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
});
