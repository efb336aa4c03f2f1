// The one confirmation before a destructive action (the kit Dialog's confirm variant, role alertdialog). Cancel has
// the focus, so Enter or Escape never destroys; the confirm button is red when the action destroys something.
// Test ids: `<testId>` on the text, `<testId>-cancel` and `<testId>-confirm` on the buttons.
import { useId, useRef } from 'react';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from './Dialog';

type Props = {
  /** Mount it only while asking, or keep it mounted and switch this (the same prop as Dialog's). */
  open?: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A confirm icon (PrimeIcons class). */
  icon?: string;
  danger?: boolean;
  testId: string;
  onConfirm(): void;
  onCancel(): void;
};

export function ConfirmDialog({ open = true, title, body, confirmLabel, cancelLabel, busy = false, icon, danger = true, testId, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={title}
      onClose={onCancel}
      describedBy={bodyId}
      initialFocus={cancel}
      width="min(30rem, 95vw)"
      footer={
        <div className="confirm-actions">
          <ActionButton ref={cancel} data-testid={`${testId}-cancel`} outlined label={cancelLabel} onClick={onCancel} />
          <ActionButton data-testid={`${testId}-confirm`} className={danger ? 'p-button-danger' : undefined} icon={icon} busy={busy}
            label={confirmLabel} onClick={onConfirm} />
        </div>
      }
    >
      <p id={bodyId} data-testid={testId} role="alert">{body}</p>
    </Dialog>
  );
}
