// The one confirmation before a destructive action. Cancel has the focus, so Enter or Escape never destroys.
// Test ids: `<testId>` on the text, `<testId>-cancel` and `<testId>-confirm` on the buttons.
import { Dialog } from 'primereact/dialog';
import { ActionButton } from './controls/ActionButton';
import { useReturnFocus } from './useReturnFocus';

type Props = {
  /** Mount it only while asking, or keep it mounted and switch this. */
  visible?: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** A confirm icon (PrimeIcons class); the button is red when the action destroys something. */
  icon?: string;
  danger?: boolean;
  testId: string;
  onConfirm(): void;
  onCancel(): void;
};

export function ConfirmDialog({ visible = true, title, body, confirmLabel, cancelLabel, busy = false, icon, danger = true, testId, onConfirm, onCancel }: Props) {
  useReturnFocus(visible);
  return (
    <Dialog
      visible={visible}
      onHide={onCancel}
      header={title}
      modal
      draggable={false}
      resizable={false}
      style={{ width: 'min(30rem, 95vw)' }}
      footer={
        <div className="confirm-actions">
          <ActionButton data-testid={`${testId}-cancel`} outlined label={cancelLabel} onClick={onCancel} autoFocus />
          <ActionButton data-testid={`${testId}-confirm`} className={danger ? 'p-button-danger' : undefined} icon={icon} busy={busy}
            label={confirmLabel} onClick={onConfirm} />
        </div>
      }
    >
      <p data-testid={testId} role="alert">{body}</p>
    </Dialog>
  );
}
