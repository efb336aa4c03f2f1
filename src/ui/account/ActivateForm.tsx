// Activating (verifying) the caller's own phone or e-mail: POST user/activeAccount with a code sent to it.
import { useTranslation } from 'react-i18next';
import { outcomeKey } from '../../domain/resultCodes';
import { codeSchema } from '../../domain/forms/auth';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CodeField } from '../auth/CodeField';
import type { AccountTarget } from '../auth/accountForms';
import { outcomeOf } from '../data/callQuery';
import { clearsOnEdit } from '../kit/callErrors';
import { useKitForm } from '../kit/form';
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
  const form = useKitForm(codeSchema, { code: '' });
  const { errors } = form.formState;
  const id = 'phone' in target ? 'activate-phone-code' : 'activate-email-code';

  const submit = form.handleSubmit(({ code }) => {
    activate.mutate(
      { activeAccount: accountName(target), ...('phone' in target ? { countryCode: target.countryCode } : {}), SMSVerificationCode: code },
      {
        onSuccess: () => {
          notify.success('account:info.activated');
          onDone();
        },
        onError: (e) => form.setError('code', { message: keyOf(e) }),
      },
    );
  });

  return (
    <form className="account-inline" onSubmit={(event) => void submit(event)} noValidate aria-busy={activate.isPending}>
      <CodeField
        id={id}
        registration={form.register('code', clearsOnEdit(form, 'code'))}
        error={errors.code}
        disabled={activate.isPending}
        onSend={() =>
          send.mutateAsync({ target, purpose: 'activate' }).then(
            () => {
              notify.success('phone' in target ? 'auth:code.sentSms' : 'auth:code.sentEmail');
              return true;
            },
            (e: unknown) => {
              form.setError('code', { message: keyOf(e) });
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
