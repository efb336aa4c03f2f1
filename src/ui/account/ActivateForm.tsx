// Activating (verifying) the caller's own phone or e-mail: POST user/activeAccount with a code sent to it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeKey } from '../../domain/resultCodes';
import { checkVerificationCode } from '../../domain/validation';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CodeField } from '../auth/CodeField';
import type { AccountTarget } from '../auth/accountForms';
import { outcomeOf } from '../data/callQuery';
import { accountName } from './accountRules';
import { useActivate, useSendAccountCode } from './queries';

const keyOf = (error: unknown) => {
  const outcome = outcomeOf(error);
  return outcome ? outcomeKey(outcome) : 'errors:transport.network';
};

export function ActivateForm({ target, onDone }: { target: AccountTarget; onDone(): void }) {
  const { t } = useTranslation('account');
  const { http, notify } = useConsole();
  const send = useSendAccountCode(http);
  const activate = useActivate(http);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const id = 'phone' in target ? 'activate-phone-code' : 'activate-email-code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkVerificationCode(code.trim());
    if (!check.ok) return setError(check.error);
    activate.mutate(
      { activeAccount: accountName(target), ...('phone' in target ? { countryCode: target.countryCode } : {}), SMSVerificationCode: code.trim() },
      {
        onSuccess: () => {
          notify.success('account:info.activated');
          onDone();
        },
        onError: (e) => setError(keyOf(e)),
      },
    );
  };

  return (
    <form className="account-inline" onSubmit={submit} noValidate aria-busy={activate.isPending}>
      <CodeField
        id={id}
        value={code}
        error={error}
        disabled={activate.isPending}
        onChange={(value) => {
          setCode(value);
          setError(undefined);
        }}
        onSend={() =>
          send.mutateAsync({ target, purpose: 'activate' }).then(
            () => {
              notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
              return true;
            },
            (e: unknown) => {
              setError(keyOf(e));
              return false;
            },
          )
        }
      />
      <div className="account-inline-actions">
        <ActionButton type="submit" data-testid={`${id}-confirm`} busy={activate.isPending} label={t('info.activateConfirm')} />
        <ActionButton outlined disabled={activate.isPending} label={t('info.cancel')} onClick={onDone} />
      </div>
    </form>
  );
}
