// Add or edit a camera-cloud account: name (unique), AppKey and Secret (checked by the camera cloud before
// saving), remark and the default flag. The Secret is never shown again after saving: an edit leaves it empty to
// keep the saved one. The form says where an AppKey comes from.
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EZVIZ_DEVELOPER_CONSOLE, EZVIZ_KEY_LENGTH, EZVIZ_NAME_MAX, EZVIZ_REMARK_MAX } from '../../domain/ezviz';
import { outcomeMessage } from '../../domain/resultCodes';
import { ezvizAccountSchema } from '../../domain/forms/ezviz';
import type { EzvizAccount } from '../../transport/api/ezviz';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { Dialog } from '../kit/Dialog';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { NameTaken, useSaveEzvizAccount } from './queries';

type Props = { editing?: EzvizAccount; first: boolean; onClose(): void };
type TextField = 'name' | 'appKey' | 'secret' | 'remark';

export function EzvizAccountDialog({ editing, first, onClose }: Props) {
  const { t } = useTranslation(['ezviz', 'errors']);
  const { http, notify, lang } = useConsole();
  const id = useId();
  const save = useSaveEzvizAccount(http, editing);
  const form = useKitForm(ezvizAccountSchema(Boolean(editing)), {
    name: editing?.name ?? '',
    appKey: editing?.appKey ?? '',
    secret: '',
    remark: editing?.remark ?? '',
    isDefault: editing?.isDefault ?? first,
  });
  const { errors } = form.formState;
  const isDefault = useWatch({ control: form.control, name: 'isDefault' });
  const nameTaken = save.error instanceof NameTaken;
  const failure = save.error && !nameTaken ? outcomeMessage(failureOf(save.error)) : undefined;
  // A change after a refusal of the cloud (a name taken, a revoked key) asks again.
  const field = (name: TextField | 'isDefault') => form.register(name, { onChange: () => save.error && save.reset() });

  const submit = form.handleSubmit((draft) => {
    save.mutate(draft, {
      onSuccess: (account) => {
        notify.success(editing ? 'ezviz:form.updated' : 'ezviz:form.added', { name: account.name });
        onClose();
      },
    });
  });

  const input = (name: TextField, label: string, help: string, extra: { type?: string; placeholder?: string; autoFocus?: boolean; autoComplete?: string } = {}) => (
    <Field id={`${id}-${name}`} className="ezviz-field" label={label} help={help} helpClassName="ezviz-help" errorTestId={`ezviz-${name}-error`}
      error={errors[name] ?? (name === 'name' && nameTaken ? 'ezviz:rules.nameTaken' : undefined)}
      values={{ max: name === 'remark' ? EZVIZ_REMARK_MAX : EZVIZ_NAME_MAX, length: EZVIZ_KEY_LENGTH }}>
      {({ invalid, ...control }) => <TextInput {...control} data-testid={`ezviz-${name}`} invalid={invalid} spellCheck={false} {...extra} {...field(name)} />}
    </Field>
  );

  return (
    <Dialog open title={t(editing ? 'form.editTitle' : 'form.addTitle')} onClose={onClose} width="min(36rem, 96vw)" testId="ezviz-dialog">
      <form className="ezviz-form" onSubmit={(e) => void submit(e)} noValidate data-testid="ezviz-form">
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
          <CheckboxInput id={`${id}-default`} checked={isDefault} data-testid="ezviz-default" {...field('isDefault')} />
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
