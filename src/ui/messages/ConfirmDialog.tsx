import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/** Asks before a destructive action; the cancel button has the focus. */
export function ConfirmDialog(props: { open: boolean; title: string; body: string; confirmLabel: string; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('messages');
  return (
    <Dialog
      visible={props.open}
      header={props.title}
      modal
      onHide={props.onCancel}
      data-testid="confirm-dialog"
      footer={
        <div>
          <Button label={t('actions.cancel')} text autoFocus onClick={props.onCancel} data-testid="confirm-cancel" />
          <Button label={props.confirmLabel} severity="danger" onClick={props.onConfirm} data-testid="confirm-ok" />
        </div>
      }
    >
      <p>{props.body}</p>
    </Dialog>
  );
}
