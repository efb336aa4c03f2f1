// A visitor's time: a custom time under the minimum is refused in the dialog, before anything is saved.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MIN_VISIT_MINUTES } from '../../domain/constants';
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
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});
