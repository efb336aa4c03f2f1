import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkDailyAmount, readWholeNumber, SMS_DAILY_AMOUNT_MAX } from '../../domain/smsQuota';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { TextInput } from '../common/controls/TextInput';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
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
  const [smsFlag, setSmsFlag] = useState(settings.smsFlag === 1);
  const [emailFlag, setEmailFlag] = useState(settings.emailFlag === 1);
  const [userDaily, setUserDaily] = useState(String(settings.userDaily));
  const [deviceDaily, setDeviceDaily] = useState(String(settings.deviceDaily));
  const [tried, setTried] = useState(false);
  const valid = (text: string) => {
    const value = readWholeNumber(text);
    return value !== undefined && checkDailyAmount(value);
  };
  const invalidText = t('settings.invalid', { max: SMS_DAILY_AMOUNT_MAX });
  // Both amounts readable but the per-device one above the total: said under the per-device field.
  const aboveUser = valid(userDaily) && valid(deviceDaily) && (readWholeNumber(deviceDaily) ?? 0) > (readWholeNumber(userDaily) ?? 0);

  const submit = () => {
    setTried(true);
    if (!valid(userDaily) || !valid(deviceDaily) || aboveUser) return;
    save.mutate(
      { smsFlag: smsFlag ? 1 : 0, emailFlag: emailFlag ? 1 : 0, userDaily: readWholeNumber(userDaily) ?? 0, deviceDaily: readWholeNumber(deviceDaily) ?? 0 },
      { onSuccess: () => notify.success('sms:settings.saved') },
    );
  };

  const amount = (id: string, label: string, value: string, set: (v: string) => void, above = false) => {
    const wrong = !valid(value) || above;
    const bad = tried && wrong;
    const message = !valid(value) ? invalidText : t('settings.deviceAboveUser');
    return (
      <div className="sms-field">
        <label htmlFor={id}>{label}</label>
        <TextInput id={id} inputMode="numeric" value={value} invalid={bad} aria-invalid={bad} aria-describedby={`${id}-hint`}
          onChange={(e) => set(e.target.value)} data-testid={id} />
        <p id={`${id}-hint`} className={bad ? 'sms-error' : 'sms-hint'}>{bad ? message : t('settings.hint', { max: SMS_DAILY_AMOUNT_MAX })}</p>
      </div>
    );
  };

  return (
    <form className="sms-card" aria-labelledby="sms-settings-title" onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <h2 id="sms-settings-title">{t('settings.title')}</h2>
      <span className="sms-check">
        <CheckboxInput id="sms-flag" checked={smsFlag} onChange={(e) => setSmsFlag(e.target.checked)} data-testid="sms-flag" />
        <label htmlFor="sms-flag">{t('settings.smsFlag')}</label>
      </span>
      <span className="sms-check">
        <CheckboxInput id="sms-email-flag" checked={emailFlag} onChange={(e) => setEmailFlag(e.target.checked)} data-testid="sms-email-flag" />
        <label htmlFor="sms-email-flag">{t('settings.emailFlag')}</label>
      </span>
      {amount('sms-user-daily', t('settings.userDaily'), userDaily, setUserDaily)}
      {amount('sms-device-daily', t('settings.deviceDaily'), deviceDaily, setDeviceDaily, aboveUser)}
      <div>
        <ActionButton type="submit" icon="pi pi-check" label={t('settings.save')} busy={save.isPending} data-testid="sms-save" />
      </div>
    </form>
  );
}
