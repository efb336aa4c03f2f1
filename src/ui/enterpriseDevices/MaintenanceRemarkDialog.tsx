import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { checkRemark } from '../../domain/validation';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { Dialog } from '../kit/Dialog';
import { Field } from '../kit/Field';
import { ruled, useKitForm } from '../kit/form';
import type { EnterpriseRow } from './enterpriseRows';
import { useMaintenanceRemark } from './queries';

interface Props {
  eid: number;
  row: EnterpriseRow;
  onClose(saved?: string): void;
}

const schema = z.object({ remark: ruled(checkRemark, { trim: true }) });

/** UpdateMaintenanceRemark for one device the user maintains; the length rule is checked before any call. */
export function MaintenanceRemarkDialog({ eid, row, onClose }: Props) {
  const { t } = useTranslation('enterprise');
  const { http, notify } = useConsole();
  const form = useKitForm(schema, { remark: row.maintenanceRemark });
  // A refusal is toasted by the transport (the call is not quiet); the list's cached row follows on success.
  const update = useMaintenanceRemark(http, eid);
  const busy = update.isPending;

  const save = form.handleSubmit(({ remark }) =>
    update.mutate({ machineId: row.id, remark }, {
      onSuccess: () => {
        notify.success('enterprise:remark.saved');
        onClose(remark);
      },
    }),
  );

  return (
    <Dialog open title={t('remark.title')} onClose={() => onClose()} width="min(420px, 92vw)" testId="remark-dialog">
      <form className="remark-form" onSubmit={(event) => void save(event)} noValidate>
        <p>{row.name}</p>
        <Field id="maintenance-remark" label={t('remark.label')} error={form.formState.errors.remark} errorTestId="remark-error">
          {({ invalid, ...control }) => <TextInput {...control} invalid={invalid} data-testid="remark-input" {...form.register('remark')} />}
        </Field>
        <div className="remark-actions">
          <ActionButton label={t('remark.cancel')} outlined onClick={() => onClose()} />
          <ActionButton type="submit" label={t('remark.save')} icon="pi pi-check" busy={busy} data-testid="remark-save" />
        </div>
      </form>
    </Dialog>
  );
}
