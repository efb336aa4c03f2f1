// /smsAlarm/: SMS and e-mail alarms of the current mode. Personal mode shows the user's own settings, stock, recharge
// records and logs; enterprise mode the same user's settings inside the chosen enterprise, the stock the enterprise
// allocated, the move of personal stock into it and the allocation records (docs/decisions.md, "SMS and e-mail alarms").
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clientStorage } from '../app/clientStorage';
import { DevicesPanel } from './DevicesPanel';
import { LogPanel } from './LogPanel';
import { ReceiversPanel } from './ReceiversPanel';
import { RecordsPanel } from './RecordsPanel';
import { SettingsPanel } from './SettingsPanel';
import { useSmsLive } from './useSmsLive';
import { Tabs } from '../kit/Tabs';
import './sms.css';

const PERSONAL_TABS = ['settings', 'devices', 'receivers', 'smsLog', 'emailLog', 'sales'] as const;
const ENTERPRISE_TABS = ['settings', 'devices', 'receivers', 'smsLog', 'emailLog', 'allocations'] as const;
type Tab = (typeof PERSONAL_TABS)[number] | (typeof ENTERPRISE_TABS)[number];

export default function SmsAlarmPage() {
  const { t } = useTranslation(['sms', 'validation']);
  const [params, setParams] = useSearchParams();
  useSmsLive();
  // The layout navigates to the enterprise's home when the mode changes, so the eid is fixed for this page's life.
  const eid = useMemo(() => Number(clientStorage().get('eid') ?? 0), []);
  const enterpriseName = useMemo(() => clientStorage().get('enterpriseList')?.find((e) => e.eid === eid)?.name, [eid]);
  const tabs: readonly Tab[] = eid > 0 ? ENTERPRISE_TABS : PERSONAL_TABS;
  const wanted = params.get('tab');
  const tab: Tab = tabs.find((x) => x === wanted) ?? 'settings';

  const choose = (next: Tab) => {
    const copy = new URLSearchParams(params);
    copy.set('tab', next);
    setParams(copy, { replace: true });
  };

  const scope = eid === 0 ? t('scope.personal') : enterpriseName ? t('scope.enterprise', { name: enterpriseName }) : t('scope.enterpriseUnnamed');

  return (
    <section className="sms-page" aria-labelledby="sms-title" data-testid="sms-page" data-eid={eid}>
      <h1 id="sms-title">{t('title')}</h1>
      <p className="sms-scope" data-testid="sms-scope">{scope}</p>
      <Tabs
        id="sms"
        label={t('tabs.label')}
        tabs={tabs.map((x) => ({ key: x, label: t(`tabs.${x}`) }))}
        selected={tab}
        onSelect={choose}
        className="sms-tabs"
        tabClassName="sms-tab"
        panel={{ className: 'sms-panel' }}
      >
        {tab === 'settings' ? <SettingsPanel eid={eid} /> : null}
        {tab === 'devices' ? <DevicesPanel eid={eid} /> : null}
        {tab === 'receivers' ? <ReceiversPanel eid={eid} /> : null}
        {tab === 'smsLog' ? <LogPanel eid={eid} kind="sms" /> : null}
        {tab === 'emailLog' ? <LogPanel eid={eid} kind="email" /> : null}
        {tab === 'sales' || tab === 'allocations' ? <RecordsPanel eid={eid} /> : null}
      </Tabs>
    </section>
  );
}
