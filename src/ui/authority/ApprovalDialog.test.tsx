// The approval dialog on the kit: a named modal dialog; when the application cannot be read it says so, and
// Escape or its Close button close it without an answer.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en/authority';
import { renderScreen } from '../../../tests/component/render';
import ApprovalDialog from './ApprovalDialog';

describe('approval dialog', () => {
  it('says when the application cannot be read, and closes on Escape and on Close without an answer', async () => {
    const onClose = vi.fn();
    const { user, cloud } = await renderScreen(<ApprovalDialog applicationId={5} onClose={onClose} />, { namespaces: ['authority'] });
    const dialog = await screen.findByRole('dialog', { name: en.approval.title });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await screen.findByRole('alert');
    expect(screen.queryByTestId('approval-pass')).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith(false);
    // The header's close button and the footer's both close without an answer.
    const closers = screen.getAllByRole('button', { name: en.approval.close });
    for (const closer of closers) await user.click(closer);
    expect(onClose.mock.calls).toEqual([[false], [false], [false]]);
    expect(cloud.requests.map((r) => r.method ?? 'GET')).not.toContain('POST');
  });
});
