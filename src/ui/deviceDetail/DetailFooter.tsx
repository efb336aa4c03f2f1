// The detail's actions: visit the device, and (for whom they are allowed) reset its image or delete it.
import { useTranslation } from 'react-i18next';
import type { DeviceDetail } from '../../domain/wire/deviceDetail';
import { ActionButton } from '../common/controls/ActionButton';
import { VisitButton } from '../visit/VisitButton';
import type { DetailMode } from './DetailTabs';
import type { GuardedAction } from './useDetailActions';

export function DetailFooter({ detail, mode, manager, onAsk }: { detail: DeviceDetail; mode: DetailMode; manager: boolean; onAsk(action: GuardedAction): void }) {
  const { t } = useTranslation('deviceDetail');
  return (
    <div className="detail-actions">
      <VisitButton machine={detail} mode={mode} />
      {manager ? (
        <ActionButton data-testid="detail-image-reset" outlined icon="pi pi-replay" label={t('image.reset')}
          onClick={() => onAsk('image')} />
      ) : null}
      {mode === 'personal' ? (
        <ActionButton data-testid="detail-delete" className="p-button-danger" outlined icon="pi pi-trash"
          label={t('delete.button')} onClick={() => onAsk('delete')} />
      ) : null}
    </div>
  );
}
