import { useRef, useState, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import { receiverSchema } from '../../domain/formSchemas';
import type { Receiver } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { settingsQuery, useAddReceiver, useDeleteReceiver } from './queries';

/** E-mail alarm receivers: name 1 to 20, e-mail 1 to 30, no duplicates (product.md section 5). */
export function ReceiversPanel({ eid }: { eid: number }) {
  const { t } = useTranslation(['sms', 'validation']);
  const { http, notify } = useConsole();
  const settings = useQuery(settingsQuery(http, eid));
  const remove = useDeleteReceiver(http, eid);
  const [deleting, setDeleting] = useState<Receiver>();
  const nameInput = useRef<HTMLInputElement>(null);

  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    const outcome = outcomeOf(settings.error);
    return outcome ? <LoadError title={t('loadError.settings')} outcome={outcome} onRetry={() => void settings.refetch()} testId="sms-receivers-error" /> : null;
  }
  const contacts = settings.data.contacts;

  return (
    <div className="sms-cards">
      <ReceiverForm eid={eid} existing={contacts.map((c) => c.email)} nameInput={nameInput} />
      <section className="sms-card" aria-labelledby="sms-receivers-title">
        <h2 id="sms-receivers-title">{t('tabs.receivers')}</h2>
        {contacts.length === 0 ? (
          <p className="sms-empty" data-testid="sms-receivers-empty">{t('receivers.empty')}</p>
        ) : (
          <ul className="sms-receivers" data-testid="sms-receivers">
            {contacts.map((c) => (
              <li key={c.id} data-testid="sms-receiver-row">
                <span>
                  <strong>{c.name}</strong> {c.email}
                </span>
                <ActionButton outlined icon="pi pi-trash" label={t('receivers.delete')} aria-label={t('receivers.deleteLabel', { name: c.name })}
                  onClick={() => setDeleting(c)} data-testid="sms-receiver-delete" />
              </li>
            ))}
          </ul>
        )}
      </section>
      {deleting ? (
        <ConfirmDialog
          title={t('receivers.confirmTitle')}
          body={t('receivers.confirmBody', { name: deleting.name, email: deleting.email })}
          confirmLabel={t('receivers.delete')}
          cancelLabel={t('receivers.cancel')}
          icon="pi pi-trash"
          busy={remove.isPending}
          testId="sms-receiver-confirm"
          onCancel={() => setDeleting(undefined)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => notify.success('sms:receivers.deleted'),
              onSettled: () => {
                setDeleting(undefined);
                nameInput.current?.focus();
              },
            })
          }
        />
      ) : null}
    </div>
  );
}

/** The add form: the domain's receiver rules (duplicates among `existing` included) refuse before any call. */
function ReceiverForm({ eid, existing, nameInput }: { eid: number; existing: string[]; nameInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation(['sms', 'validation']);
  const { http, notify } = useConsole();
  const add = useAddReceiver(http, eid);
  const form = useKitForm(receiverSchema(existing), { name: '', email: '' });
  const [serverError, setServerError] = useState<string>();
  const { errors } = form.formState;
  const nameField = form.register('name');

  const submit = form.handleSubmit((receiver) => {
    if (add.isPending) return;
    setServerError(undefined);
    add.mutate(receiver, {
      onSuccess: () => {
        notify.success('sms:receivers.added');
        form.reset();
        nameInput.current?.focus();
      },
      onError: (error) => {
        const outcome = outcomeOf(error);
        if (!outcome) return;
        const { key, values } = outcomeMessage(outcome);
        setServerError(t(key, values ?? {}));
      },
    });
  });

  return (
    <form className="sms-card" aria-labelledby="sms-receiver-title" noValidate onSubmit={(e) => void submit(e)}>
      <h2 id="sms-receiver-title">{t('receivers.add')}</h2>
      <Field id="sms-receiver-name" className="sms-field" label={t('receivers.name')} error={errors.name}>
        {({ invalid, ...control }) => (
          <TextInput {...control} invalid={invalid} data-testid="sms-receiver-name" {...nameField}
            ref={(element) => { nameField.ref(element); nameInput.current = element; }} />
        )}
      </Field>
      <Field id="sms-receiver-email" className="sms-field" label={t('receivers.email')} error={errors.email} errorTestId="sms-receiver-email-error">
        {({ invalid, ...control }) => <TextInput {...control} type="email" invalid={invalid} data-testid="sms-receiver-email" {...form.register('email')} />}
      </Field>
      {serverError ? <p className="sms-error" role="alert" data-testid="sms-receiver-server-error">{serverError}</p> : null}
      <div>
        <ActionButton type="submit" icon="pi pi-plus" label={t('receivers.add')} busy={add.isPending} data-testid="sms-receiver-add" />
      </div>
    </form>
  );
}
