import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_VISIT_MINUTES } from '../../domain/constants';
import { checkVisitExpiry } from '../../domain/validation';
import type { VisitTimeChoice } from '../../transport/api/admin';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';

/** Forever, or a custom time of at least MIN_VISIT_MINUTES from now (checkVisitExpiry). */
export function VisitTimeDialog(props: { name: string; busy: boolean; onSave(choice: VisitTimeChoice): void; onCancel(): void }) {
  const { t } = useTranslation('authority');
  const { t: tAny } = useTranslation();
  const [mode, setMode] = useState<'forever' | 'custom'>('forever');
  const [minutes, setMinutes] = useState(String(MIN_VISIT_MINUTES));
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'forever') return props.onSave({ forever: true });
    const value = Number(minutes);
    const check = checkVisitExpiry(value);
    if (!check.ok) return setError(check.error);
    props.onSave({ minutes: value });
  };

  return (
    <Dialog visible modal header={t('visitDialog.title', { name: props.name })} onHide={props.onCancel} style={{ width: 'min(26rem, 95vw)' }}>
      <form onSubmit={submit} className="auth-form" data-testid="visit-time-form">
        <fieldset className="auth-choices">
          <label>
            <input type="radio" name="visit-mode" checked={mode === 'forever'} onChange={() => setMode('forever')} /> {t('visitDialog.forever')}
          </label>
          <label>
            <input type="radio" name="visit-mode" checked={mode === 'custom'} onChange={() => setMode('custom')} /> {t('visitDialog.custom')}
          </label>
        </fieldset>
        {mode === 'custom' ? (
          <label className="auth-field">
            <span>{t('visitDialog.minutes')}</span>
            <TextInput
              type="number"
              min={MIN_VISIT_MINUTES}
              value={minutes}
              invalid={error !== undefined}
              aria-invalid={error !== undefined}
              aria-describedby={error ? 'visit-minutes-error' : undefined}
              onChange={(e) => {
                setMinutes(e.target.value);
                setError(undefined);
              }}
              data-testid="visit-minutes"
            />
          </label>
        ) : null}
        {error ? <small id="visit-minutes-error" className="p-error">{tAny(error)}</small> : null}
        <div className="auth-dialog-footer">
          <ActionButton label={t('visitDialog.cancel')} outlined onClick={props.onCancel} />
          <ActionButton type="submit" label={t('visitDialog.save')} icon="pi pi-check" busy={props.busy} data-testid="visit-save" />
        </div>
      </form>
    </Dialog>
  );
}
