// The one confirmation before a destructive action (the kit Dialog's confirm variant, role alertdialog). Cancel has
// the focus, so Enter or Escape never destroys; the confirm button is red when the action destroys something.
// Test ids: `<testId>` on the text, `<testId>-cancel` and `<testId>-confirm` on the buttons.
// Confirm runs once per asking: after a press it stays busy until the caller's `busy` has risen and fallen again
// (the call settled), the dialog closes, or the promise `onConfirm` answered settles; a double click or tap before
// the caller's pending state renders is dropped (docs/decisions.md, "Console").
import { useEffect, useId, useRef, useState } from 'react';
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
  onConfirm(): unknown;
  onCancel(): void;
};

export function ConfirmDialog({ open = true, title, body, confirmLabel, cancelLabel, busy = false, icon, danger = true, testId, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  const bodyId = useId();
  const [pressed, setPressed] = useState(false);
  const held = useRef(false);
  const wasBusy = useRef(false);
  const release = () => {
    held.current = false;
    setPressed(false);
  };
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      held.current = false;
      setPressed(false);
    }
  }, [busy]);
  useEffect(() => {
    wasBusy.current = false;
    held.current = false;
    setPressed(false);
  }, [open]);
  const confirm = () => {
    if (held.current || busy) return;
    held.current = true;
    setPressed(true);
    const answer = onConfirm();
    // A promise releases the lock when it settles; anything else leaves it to the caller's busy or the closing.
    if (typeof answer === 'object' && answer !== null && 'then' in answer && typeof answer.then === 'function') {
      void Promise.resolve(answer).then(release, release);
    }
  };
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
          <ActionButton data-testid={`${testId}-confirm`} className={danger ? 'p-button-danger' : undefined} icon={icon} busy={busy || pressed}
            label={confirmLabel} onClick={confirm} />
        </div>
      }
    >
      <p id={bodyId} data-testid={testId} role="alert">{body}</p>
    </Dialog>
  );
}
