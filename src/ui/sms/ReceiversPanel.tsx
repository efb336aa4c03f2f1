import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outcomeMessage } from '../../domain/resultCodes';
import { checkReceiverEmail, checkReceiverName, VALIDATION_TEXT_VARIABLES } from '../../domain/validation';
import type { Receiver } from '../../domain/wire/sms';
import { useConsole } from '../app/runtime';
import { ConfirmDialog } from '../kit/ConfirmDialog';
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
  const add = useAddReceiver(http, eid);
  const remove = useDeleteReceiver(http, eid);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string; server?: string }>({});
  const [deleting, setDeleting] = useState<Receiver>();
  const nameInput = useRef<HTMLInputElement>(null);

  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    const outcome = outcomeOf(settings.error);
    return outcome ? <LoadError title={t('loadError.settings')} outcome={outcome} onRetry={() => void settings.refetch()} testId="sms-receivers-error" /> : null;
  }
  const contacts = settings.data.contacts;

  const submit = () => {
    const nameCheck = checkReceiverName(name);
    const emailCheck = checkReceiverEmail(email, contacts.map((c) => c.email));
    const next = { name: nameCheck.ok ? undefined : nameCheck.error, email: emailCheck.ok ? undefined : emailCheck.error };
    setErrors(next);
    if (next.name || next.email) return;
    add.mutate(
      { name: name.trim(), email: email.trim() },
      {
        onSuccess: () => {
          notify.success('sms:receivers.added');
          setName('');
          setEmail('');
          nameInput.current?.focus();
        },
        onError: (error) => {
          const outcome = outcomeOf(error);
          if (!outcome) return;
          const { key, values } = outcomeMessage(outcome);
          setErrors({ server: t(key, values ?? {}) });
        },
      },
    );
  };

  const text = (key: string | undefined) => (key ? t(key, VALIDATION_TEXT_VARIABLES) : undefined);

  return (
    <div className="sms-cards">
      <form className="sms-card" aria-labelledby="sms-receiver-title" noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <h2 id="sms-receiver-title">{t('receivers.add')}</h2>
        <div className="sms-field">
          <label htmlFor="sms-receiver-name">{t('receivers.name')}</label>
          <TextInput ref={nameInput} id="sms-receiver-name" value={name} invalid={Boolean(errors.name)} aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'sms-receiver-name-error' : undefined} onChange={(e) => setName(e.target.value)} data-testid="sms-receiver-name" />
          {errors.name ? <p id="sms-receiver-name-error" className="sms-error">{text(errors.name)}</p> : null}
        </div>
        <div className="sms-field">
          <label htmlFor="sms-receiver-email">{t('receivers.email')}</label>
          <TextInput id="sms-receiver-email" type="email" value={email} invalid={Boolean(errors.email)} aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'sms-receiver-email-error' : undefined} onChange={(e) => setEmail(e.target.value)} data-testid="sms-receiver-email" />
          {errors.email ? <p id="sms-receiver-email-error" className="sms-error" data-testid="sms-receiver-email-error">{text(errors.email)}</p> : null}
        </div>
        {errors.server ? <p className="sms-error" role="alert" data-testid="sms-receiver-server-error">{errors.server}</p> : null}
        <div>
          <ActionButton type="submit" icon="pi pi-plus" label={t('receivers.add')} busy={add.isPending} data-testid="sms-receiver-add" />
        </div>
      </form>
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
