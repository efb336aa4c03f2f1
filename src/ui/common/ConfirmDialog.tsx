// A confirmation before a destructive action; the cancel button has the focus, so Enter does not destroy.
import { Dialog } from 'primereact/dialog';
import { ActionButton } from '../common/controls/ActionButton';

type Props = {
  visible: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  testId: string;
  onConfirm(): void;
  onCancel(): void;
};

export function ConfirmDialog({ visible, title, body, confirmLabel, cancelLabel, busy, testId, onConfirm, onCancel }: Props) {
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
        <div className="detail-actions">
          <ActionButton data-testid={`${testId}-cancel`} outlined label={cancelLabel} onClick={onCancel} autoFocus />
          <ActionButton data-testid={`${testId}-confirm`} className="p-button-danger" icon="pi pi-trash" busy={busy}
            label={confirmLabel} onClick={onConfirm} />
        </div>
      }
    >
      <p data-testid={testId} role="alert">{body}</p>
    </Dialog>
  );
}
