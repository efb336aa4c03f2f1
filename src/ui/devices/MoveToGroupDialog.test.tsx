// Moving devices to a group on the kit's dialog: named with the count, opens on the group choice, and Escape closes
// it without a call.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GROUP } from '../../domain/constants';
import en from '../../i18n/en/devices';
import { renderScreen } from '../../../tests/component/render';
import { MoveToGroupDialog } from './MoveToGroupDialog';

describe('move to group dialog', () => {
  it('opens on the group choice and closes on Escape without a call', async () => {
    const onHide = vi.fn();
    const { user, cloud } = await renderScreen(
      <MoveToGroupDialog machineIds={[1, 2]} from={DEFAULT_GROUP} groups={[{ id: 'g1', name: 'Line1', count: 0 }]} onHide={onHide} onMoved={() => undefined} />,
      { namespaces: ['devices'] },
    );
    const dialog = await screen.findByRole('dialog', { name: en.move.title_other.replace('{{count}}', '2') });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(en.move.to));
    await user.keyboard('{Escape}');
    expect(onHide).toHaveBeenCalledOnce();
    expect(cloud.paths()).toEqual([]);
  });
});
