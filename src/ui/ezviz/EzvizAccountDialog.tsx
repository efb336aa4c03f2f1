// Add or edit a camera-cloud account: name (unique), AppKey and Secret (checked by the camera cloud before
// saving), remark and the default flag. The Secret is never shown again after saving: an edit leaves it empty to
// keep the saved one. The form says where an AppKey comes from.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEzvizAppKey, checkEzvizName, checkEzvizRemark, checkEzvizSecret, EZVIZ_DEVELOPER_CONSOLE, EZVIZ_KEY_LENGTH, EZVIZ_NAME_MAX, EZVIZ_REMARK_MAX } from '../../domain/ezviz';
import { outcomeMessage } from '../../domain/resultCodes';
import type { Check } from '../../domain/validation';
import type { EzvizAccount, EzvizDraft } from '../../transport/api/ezviz';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { Dialog } from '../kit/Dialog';
import { NameTaken, useSaveEzvizAccount } from './queries';

type Props = { editing?: EzvizAccount; first: boolean; onClose(): void };
type Field = 'name' | 'appKey' | 'secret' | 'remark';

const errorOf = (check: Check) => (check.ok ? undefined : check.error);

export function EzvizAccountDialog({ editing, first, onClose }: Props) {
  const { t } = useTranslation(['ezviz', 'errors']);
  const { http, notify, lang } = useConsole();
  const id = useId();
  const save = useSaveEzvizAccount(http, editing);
  const [draft, setDraft] = useState<EzvizDraft>({
    name: editing?.name ?? '',
    appKey: editing?.appKey ?? '',
    secret: '',
    remark: editing?.remark ?? '',
    isDefault: editing?.isDefault ?? first,
  });
  const [tried, setTried] = useState(false);

  const errors: Record<Field, string | undefined> = {
    name: errorOf(checkEzvizName(draft.name)),
    appKey: errorOf(checkEzvizAppKey(draft.appKey)),
    // Editing: an empty Secret keeps the saved one.
    secret: editing && draft.secret === '' ? undefined : errorOf(checkEzvizSecret(draft.secret)),
    remark: errorOf(checkEzvizRemark(draft.remark)),
  };
  const nameTaken = save.error instanceof NameTaken;
  const shown = (field: Field) => (tried ? errors[field] : undefined) ?? (field === 'name' && nameTaken ? 'ezviz:rules.nameTaken' : undefined);
  const failure = save.error && !nameTaken ? outcomeMessage(failureOf(save.error)) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const firstWrong = (['name', 'appKey', 'secret', 'remark'] as const).find((f) => errors[f]);
    if (firstWrong) {
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    const trimmed = { ...draft, name: draft.name.trim(), appKey: draft.appKey.trim(), secret: draft.secret.trim(), remark: draft.remark.trim() };
    save.mutate(trimmed, {
      onSuccess: (account) => {
        notify.success(editing ? 'ezviz:form.updated' : 'ezviz:form.added', { name: account.name });
        onClose();
      },
    });
  };

  const set = (field: keyof EzvizDraft) => (value: string | boolean) => {
    if (save.error) save.reset();
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const input = (field: Field, label: string, help: string, extra: { type?: string; placeholder?: string; autoFocus?: boolean; autoComplete?: string } = {}) => {
    const error = shown(field);
    return (
      <div className="ezviz-field">
        <label htmlFor={`${id}-${field}`}>{label}</label>
        <TextInput id={`${id}-${field}`} data-testid={`ezviz-${field}`} value={draft[field]} invalid={Boolean(error)} aria-invalid={Boolean(error)}
          aria-describedby={`${id}-${field}-help`} spellCheck={false} {...extra} onChange={(e) => set(field)(e.target.value)} />
        <small id={`${id}-${field}-help`} className={error ? 'p-error' : 'ezviz-help'} role={error ? 'alert' : undefined} data-testid={error ? `ezviz-${field}-error` : undefined}>
          {error ? t(error, { max: field === 'remark' ? EZVIZ_REMARK_MAX : EZVIZ_NAME_MAX, length: EZVIZ_KEY_LENGTH }) : help}
        </small>
      </div>
    );
  };

  return (
    <Dialog open title={t(editing ? 'form.editTitle' : 'form.addTitle')} onClose={onClose} width="min(36rem, 96vw)" testId="ezviz-dialog">
      <form className="ezviz-form" onSubmit={submit} noValidate data-testid="ezviz-form">
        <aside className="ezviz-where" data-testid="ezviz-where" aria-labelledby={`${id}-where`}>
          <h2 id={`${id}-where`}>{t('where.title')}</h2>
          <ol>
            {/* No space after a full-width colon (Chinese); a space after an English one. */}
            <li>{t('where.step1')}{lang === 'cn' ? '' : ' '}<a href={EZVIZ_DEVELOPER_CONSOLE} target="_blank" rel="noreferrer">{t('where.link')}</a></li>
            <li>{t('where.step2')}</li>
            <li>{t('where.step3', { length: EZVIZ_KEY_LENGTH })}</li>
          </ol>
        </aside>
        {input('name', t('fields.name'), t('fields.nameHelp', { max: EZVIZ_NAME_MAX }), { autoFocus: true })}
        {input('appKey', t('fields.appKey'), t('fields.keyHelp', { length: EZVIZ_KEY_LENGTH }))}
        {input('secret', t('fields.secret'), editing ? t('fields.secretKeep', { masked: editing.secretMasked }) : t('fields.keyHelp', { length: EZVIZ_KEY_LENGTH }),
          { type: 'password', autoComplete: 'new-password', placeholder: editing ? editing.secretMasked : undefined })}
        {input('remark', t('fields.remark'), t('fields.remarkHelp', { max: EZVIZ_REMARK_MAX }))}
        <div className="ezviz-check">
          <CheckboxInput id={`${id}-default`} checked={draft.isDefault} data-testid="ezviz-default" onChange={(e) => set('isDefault')(e.target.checked)} />
          <label htmlFor={`${id}-default`}>{t('fields.default')}</label>
        </div>
        {failure ? <p className="p-error ezviz-failure" role="alert" data-testid="ezviz-save-error">{t(failure.key, failure.values ?? {})}</p> : null}
        <div className="ezviz-actions">
          <ActionButton outlined label={t('actions.cancel')} onClick={onClose} />
          <ActionButton type="submit" icon="pi pi-check" label={t('actions.save')} busy={save.isPending} data-testid="ezviz-save" />
        </div>
      </form>
    </Dialog>
  );
}
