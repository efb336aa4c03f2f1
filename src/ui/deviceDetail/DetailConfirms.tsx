// The confirmations of the detail's guarded actions: deleting the device (worded for its owner or a member) and
// resetting its image.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import type { DetailActions } from './useDetailActions';

export function DetailConfirms({ actions, name, owner }: { actions: DetailActions; name: string; owner: boolean }) {
  const { t } = useTranslation('deviceDetail');
  return (
    <>
      <ConfirmDialog
        open={actions.confirm === 'delete'}
        testId="delete-confirm"
        title={t('delete.confirmTitle', { name })}
        body={t(owner ? 'delete.confirmOwner' : 'delete.confirmMember')}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        busy={actions.busy}
        icon="pi pi-trash"
        onConfirm={actions.remove}
        onCancel={actions.cancel}
      />
      <ConfirmDialog
        open={actions.confirm === 'image'}
        testId="image-confirm"
        title={t('image.confirmTitle')}
        body={t('image.confirm')}
        confirmLabel={t('image.reset')}
        cancelLabel={t('delete.cancel')}
        busy={actions.busy}
        onConfirm={actions.reset}
        onCancel={actions.cancel}
      />
    </>
  );
}
