import { useState } from 'react';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { checkRemark } from '../../domain/validation';
import { updateMaintenanceRemark } from '../../transport/api/enterpriseDevices';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { useMutation } from '@tanstack/react-query';
import { unwrap } from '../data/callQuery';
import type { EnterpriseRow } from './enterpriseRows';

interface Props {
  eid: number;
  row: EnterpriseRow;
  onClose(saved?: string): void;
}

/** UpdateMaintenanceRemark for one device the user maintains; the length rule is checked before any call. */
export function MaintenanceRemarkDialog({ eid, row, onClose }: Props) {
  const { t } = useTranslation('enterprise');
  const { t: tAny } = useTranslation();
  const { http, notify } = useConsole();
  const [remark, setRemark] = useState(row.maintenanceRemark);
  const [error, setError] = useState<string>();
  // A refusal is toasted by the transport (the call is not quiet); the list's cached row follows on success.
  const update = useMutation({ mutationFn: (text: string) => unwrap(updateMaintenanceRemark(http, { eid, machineId: row.id, remark: text })) });
  const busy = update.isPending;

  const save = () => {
    const check = checkRemark(remark.trim());
    if (!check.ok) return setError(check.error);
    update.mutate(remark.trim(), {
      onSuccess: (_, saved) => {
        notify.success('enterprise:remark.saved');
        onClose(saved);
      },
    });
  };

  return (
    <Dialog visible header={t('remark.title')} onHide={() => onClose()} style={{ width: 'min(420px, 92vw)' }} data-testid="remark-dialog">
      <form
        className="remark-form"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p>{row.name}</p>
        <label htmlFor="maintenance-remark">{t('remark.label')}</label>
        <InputText
          id="maintenance-remark"
          data-testid="remark-input"
          value={remark}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'maintenance-remark-error' : undefined}
          onChange={(event) => {
            setRemark(event.target.value);
            setError(undefined);
          }}
        />
        {error ? (
          <small id="maintenance-remark-error" className="p-error" role="alert" data-testid="remark-error">
            {tAny(error)}
          </small>
        ) : null}
        <div className="remark-actions">
          <ActionButton label={t('remark.cancel')} outlined onClick={() => onClose()} />
          <ActionButton type="submit" label={t('remark.save')} icon="pi pi-check" busy={busy} data-testid="remark-save" />
        </div>
      </form>
    </Dialog>
  );
}
