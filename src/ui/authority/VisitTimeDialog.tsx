import { useTranslation } from 'react-i18next';
import type { VisitTimeChoice } from '../../transport/api/admin';
import { ActionButton } from '../common/controls/ActionButton';
import { Dialog } from '../kit/Dialog';
import { useVisitDuration, VisitDurationField } from './VisitDuration';

/** Sets a visitor's time: forever, or a custom time of at least MIN_VISIT_MINUTES from now. */
export function VisitTimeDialog(props: { name: string; busy: boolean; onSave(choice: VisitTimeChoice): void; onCancel(): void }) {
  const { t } = useTranslation('authority');
  const duration = useVisitDuration();

  const submit = duration.handleSubmit((choice) => props.onSave(choice));

  return (
    <Dialog open title={t('visitDialog.title', { name: props.name })} onClose={props.onCancel} width="min(26rem, 95vw)" testId="visit-time-dialog">
      <form onSubmit={(event) => void submit(event)} className="auth-form" data-testid="visit-time-form" noValidate>
        <VisitDurationField form={duration} testId="visit" />
        <div className="auth-dialog-footer">
          <ActionButton label={t('visitDialog.cancel')} outlined onClick={props.onCancel} />
          <ActionButton type="submit" label={t('visitDialog.save')} icon="pi pi-check" busy={props.busy} data-testid="visit-save" />
        </div>
      </form>
    </Dialog>
  );
}
