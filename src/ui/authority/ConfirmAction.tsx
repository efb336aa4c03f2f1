import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../kit/ConfirmDialog';

/** The confirmation before a role move or transfer, in the authority centre's words. */
export function ConfirmAction(props: { text: string; busy?: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useTranslation('authority');
  return (
    <ConfirmDialog
      title={t('confirm.title')}
      body={props.text}
      confirmLabel={t('confirm.yes')}
      cancelLabel={t('confirm.no')}
      busy={props.busy}
      icon="pi pi-check"
      testId="confirm-move"
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}
