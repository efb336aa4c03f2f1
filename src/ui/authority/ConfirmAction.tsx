import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../common/controls/ActionButton';

/** The confirmation before a destructive move; Escape or Cancel leaves everything as it was. */
export function ConfirmAction(props: { text: string; busy?: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('authority');
  return (
    <Dialog
      visible
      modal
      header={t('confirm.title')}
      onHide={props.onCancel}
      style={{ width: 'min(28rem, 95vw)' }}
      footer={
        <div className="auth-dialog-footer">
          <ActionButton label={t('confirm.no')} outlined onClick={props.onCancel} data-testid="confirm-no" />
          <ActionButton label={t('confirm.yes')} icon="pi pi-check" busy={props.busy} onClick={props.onConfirm} autoFocus data-testid="confirm-yes" />
        </div>
      }
    >
      <p role="alertdialog" aria-label={t('confirm.title')}>{props.text}</p>
    </Dialog>
  );
}
