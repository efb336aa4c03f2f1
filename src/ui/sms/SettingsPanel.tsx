import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { smsSettingsSchema } from '../../domain/forms/sms';
import { SMS_DAILY_AMOUNT_MAX } from '../../domain/smsQuota';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { PreviewCard } from './PreviewCard';
import { settingsQuery, useSaveSettings, type SmsSettings } from './queries';
import { StockCard } from './StockCard';
import { UsageCard } from './UsageCard';

/** The settings tab: switches and daily amounts, today's use against them, the stock and its forecast, a preview. */
export function SettingsPanel({ eid }: { eid: number }) {
  const { t } = useTranslation('sms');
  const { http } = useConsole();
  const settings = useQuery(settingsQuery(http, eid));
  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    const outcome = outcomeOf(settings.error);
    return outcome ? <LoadError title={t('loadError.settings')} outcome={outcome} onRetry={() => void settings.refetch()} testId="sms-settings-error" /> : null;
  }
  return (
    <div className="sms-cards">
      {/* Keyed by the saved values, so the form starts again from what the cloud holds after each save. */}
      <SettingsForm key={`${settings.data.smsFlag}${settings.data.emailFlag}${settings.data.userDaily}:${settings.data.deviceDaily}`} eid={eid} settings={settings.data} />
      <UsageCard settings={settings.data} />
      <StockCard eid={eid} settings={settings.data} />
      <PreviewCard />
    </div>
  );
}

function SettingsForm({ eid, settings }: { eid: number; settings: SmsSettings }) {
  const { t } = useTranslation('sms');
  const { http, notify } = useConsole();
  const save = useSaveSettings(http, eid);
  const form = useKitForm(smsSettingsSchema, {
    smsFlag: settings.smsFlag === 1,
    emailFlag: settings.emailFlag === 1,
    userDaily: String(settings.userDaily),
    deviceDaily: String(settings.deviceDaily),
  });
  const { errors, isSubmitted } = form.formState;
  const [smsFlag, emailFlag] = useWatch({ control: form.control, name: ['smsFlag', 'emailFlag'] });
  // The per-device amount is checked against the total: a change of the total checks it again.
  const userDaily = form.register('userDaily', { onChange: () => isSubmitted && void form.trigger('deviceDaily') });

  const submit = form.handleSubmit((values) => {
    save.mutate(
      { smsFlag: values.smsFlag ? 1 : 0, emailFlag: values.emailFlag ? 1 : 0, userDaily: values.userDaily, deviceDaily: values.deviceDaily },
      { onSuccess: () => notify.success('sms:settings.saved') },
    );
  });

  const amount = (id: string, label: string, control: ReturnType<typeof form.register>, error: typeof errors.userDaily) => (
    <Field id={id} className="sms-field" label={label} error={error} values={{ max: SMS_DAILY_AMOUNT_MAX }}
      help={t('settings.hint', { max: SMS_DAILY_AMOUNT_MAX })} helpClassName="sms-hint">
      {({ invalid, ...aria }) => <TextInput {...aria} inputMode="numeric" invalid={invalid} data-testid={id} {...control} />}
    </Field>
  );

  return (
    <form className="sms-card" aria-labelledby="sms-settings-title" noValidate onSubmit={(e) => void submit(e)}>
      <h2 id="sms-settings-title">{t('settings.title')}</h2>
      <span className="sms-check">
        <CheckboxInput id="sms-flag" checked={smsFlag} data-testid="sms-flag" {...form.register('smsFlag')} />
        <label htmlFor="sms-flag">{t('settings.smsFlag')}</label>
      </span>
      <span className="sms-check">
        <CheckboxInput id="sms-email-flag" checked={emailFlag} data-testid="sms-email-flag" {...form.register('emailFlag')} />
        <label htmlFor="sms-email-flag">{t('settings.emailFlag')}</label>
      </span>
      {amount('sms-user-daily', t('settings.userDaily'), userDaily, errors.userDaily)}
      {amount('sms-device-daily', t('settings.deviceDaily'), form.register('deviceDaily'), errors.deviceDaily)}
      <div>
        <ActionButton type="submit" icon="pi pi-check" label={t('settings.save')} busy={save.isPending} data-testid="sms-save" />
      </div>
    </form>
  );
}
