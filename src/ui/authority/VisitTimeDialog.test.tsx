// A visitor's time: a custom time under the minimum is refused in the dialog, before anything is saved.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_VISIT_MINUTES, MIN_VISIT_MINUTES } from '../../domain/constants';
import enAuthority from '../../i18n/en/authority';
import cnValidation from '../../i18n/cn/validation';
import enValidation from '../../i18n/en/validation';
import { renderScreen } from '../../../tests/component/render';
import { VisitTimeDialog } from './VisitTimeDialog';

describe('visit time dialog', () => {
  it('refuses a custom time under the minimum before any call, and takes 30 minutes', async () => {
    const onSave = vi.fn();
    const { user, cloud } = await renderScreen(<VisitTimeDialog name="Wang" busy={false} onSave={onSave} onCancel={() => undefined} />, {
      namespaces: ['authority', 'validation'],
    });
    await user.click(await screen.findByTestId('visit-custom'));
    const minutes = screen.getByTestId('visit-minutes');
    await user.clear(minutes);
    await user.type(minutes, String(MIN_VISIT_MINUTES - 1));
    await user.click(screen.getByTestId('visit-save'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(enValidation.visitExpiry.min.replace('{{minVisitMinutes}}', String(MIN_VISIT_MINUTES)));
    expect(onSave).not.toHaveBeenCalled();
    expect(cloud.paths()).toEqual([]);
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByTestId('visit-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ minutes: 30 }));
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', enValidation],
    ['cn', cnValidation],
  ] as const)('refuses a custom time over a year (99,999,999 minutes ran to 2217) and points to Forever (%s)', async (lang, texts) => {
    const onSave = vi.fn();
    const { user } = await renderScreen(<VisitTimeDialog name="Wang" busy={false} onSave={onSave} onCancel={() => undefined} />, {
      lang,
      namespaces: ['authority', 'validation'],
    });
    await user.click(await screen.findByTestId('visit-custom'));
    const minutes = screen.getByTestId('visit-minutes');
    await user.clear(minutes);
    await user.type(minutes, '99999999');
    await user.click(screen.getByTestId('visit-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(texts.visitExpiry.max.replace('{{maxVisitMinutes}}', String(MAX_VISIT_MINUTES)));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a time that is not whole minutes in Chinese, on the minutes field', async () => {
    const onSave = vi.fn();
    const { user } = await renderScreen(<VisitTimeDialog name="Wang" busy={false} onSave={onSave} onCancel={() => undefined} />, {
      lang: 'cn',
      namespaces: ['authority', 'validation'],
    });
    await user.click(await screen.findByTestId('visit-custom'));
    const minutes = screen.getByTestId('visit-minutes');
    await user.clear(minutes);
    await user.type(minutes, '12.5');
    await user.click(screen.getByTestId('visit-save'));
    expect((await screen.findByRole('alert')).textContent).toBe(cnValidation.visitExpiry.invalid);
    expect(document.activeElement).toBe(minutes);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is named after the visitor, opens on its first choice and closes on Escape', async () => {
    const onCancel = vi.fn();
    const { user } = await renderScreen(<VisitTimeDialog name="Wang" busy={false} onSave={() => undefined} onCancel={onCancel} />, {
      namespaces: ['authority', 'validation'],
    });
    const dialog = await screen.findByRole('dialog', { name: enAuthority.visitDialog.title.replace('{{name}}', 'Wang') });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByTestId('visit-forever'));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
