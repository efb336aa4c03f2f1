import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessCode } from '../../domain/resultCodes';
import { AdminState, type AdminStateCode } from '../../domain/roles';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { useAuthorityChange } from './queries';

/** admin/push: add a Bkey by phone, e-mail or account. The two refusals are local state codes 2 and 3. */
export function AddBkeyForm(props: { machineId: number; onDone(code: AdminStateCode): void }) {
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string>();
  const change = useAuthorityChange(http, props.machineId);
  const busy = change.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (account.trim() === '') return setError(t('addBkey.required'));
    change.mutate({ kind: 'pushBkey', account: account.trim() }, {
      onSuccess: () => {
        setAccount('');
        props.onDone(AdminState.added);
      },
      onError: (error) => {
        const outcome = failureOf(error);
        if (outcome.kind === 'business' && outcome.code === BusinessCode.BkeyAccountMissing) return props.onDone(AdminState.accountMissing);
        if (outcome.kind === 'business' && outcome.code === BusinessCode.BkeyAlreadyExists) return props.onDone(AdminState.alreadyExists);
        notify.error(outcome);
      },
    });
  };

  return (
    <form className="auth-inline-form" onSubmit={submit} data-testid="add-bkey-form">
      <label className="auth-field">
        <span>{t('addBkey.label')}</span>
        <TextInput
          value={account}
          placeholder={t('addBkey.placeholder')}
          invalid={error !== undefined}
          aria-invalid={error !== undefined}
          onChange={(e) => {
            setAccount(e.target.value);
            setError(undefined);
          }}
          data-testid="add-bkey-account"
        />
      </label>
      <ActionButton type="submit" label={t('addBkey.submit')} icon="pi pi-user-plus" busy={busy} data-testid="add-bkey-submit" />
      {error ? <small className="p-error" role="alert">{error}</small> : null}
    </form>
  );
}
