import { useTranslation } from 'react-i18next';
import { bkeyAccountSchema } from '../../domain/forms/authority';
import { BusinessCode } from '../../domain/resultCodes';
import { AdminState, type AdminStateCode } from '../../domain/roles';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { useAuthorityChange } from './queries';

/** admin/push: add a Bkey by phone, e-mail or account. The two refusals are local state codes 2 and 3. */
export function AddBkeyForm(props: { machineId: number; onDone(code: AdminStateCode): void }) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const form = useKitForm(bkeyAccountSchema, { account: '' });
  const change = useAuthorityChange(http, props.machineId);
  const busy = change.isPending;

  const submit = form.handleSubmit(({ account }) => {
    change.mutate({ kind: 'pushBkey', account }, {
      onSuccess: () => {
        form.reset();
        props.onDone(AdminState.added);
      },
      onError: (error) => {
        const outcome = failureOf(error);
        if (outcome.kind === 'business' && outcome.code === BusinessCode.BkeyAccountMissing) return props.onDone(AdminState.accountMissing);
        if (outcome.kind === 'business' && outcome.code === BusinessCode.BkeyAlreadyExists) return props.onDone(AdminState.alreadyExists);
        notify.error(outcome);
      },
    });
  });

  return (
    <form className="auth-inline-form" onSubmit={(event) => void submit(event)} noValidate data-testid="add-bkey-form">
      <Field id="add-bkey-account" className="auth-field" label={t('addBkey.label')} error={form.formState.errors.account} errorTestId="add-bkey-error">
        {({ invalid, ...control }) => (
          <TextInput {...control} placeholder={t('addBkey.placeholder')} invalid={invalid} data-testid="add-bkey-account" {...form.register('account')} />
        )}
      </Field>
      <ActionButton type="submit" label={t('addBkey.submit')} icon="pi pi-user-plus" busy={busy} data-testid="add-bkey-submit" />
    </form>
  );
}
