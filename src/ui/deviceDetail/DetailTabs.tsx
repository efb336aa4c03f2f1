// The detail's tabs and the one shown. Every role sees the authority tab: the Akey and Bkeys get the centre, anyone
// else its no-permission notice; the enterprise tab is for enterprise and maintenance lists only.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail, DeviceFacts } from '../../domain/wire/deviceDetail';
import DeviceCameraSection from '../ezviz/DeviceCameraSection';
import { Tabs } from '../kit/Tabs';
import { DetailOverview } from './DetailOverview';
import { DetailEdit } from './DetailEdit';
import { DetailLocation } from './DetailLocation';
import { DetailIotCard } from './DetailIotCard';
import { DetailEnterprise } from './DetailEnterprise';

// Engineer D's authority centre, loaded only when its tab is opened.
const AuthorityCentre = lazy(() => import('../authority/AuthorityCentre'));

/** The list the detail is opened from. */
export type DetailMode = 'personal' | 'enterprise' | 'maintenance';

export type DetailTab = 'overview' | 'edit' | 'location' | 'enterprise' | 'iot' | 'authority';

const LABEL_KEYS = {
  overview: 'tabs.overview',
  edit: 'tabs.edit',
  location: 'tabs.location',
  enterprise: 'tabs.enterprise',
  iot: 'tabs.iotCard',
  authority: 'tabs.authority',
} as const satisfies Record<DetailTab, string>;

interface Props {
  detail: DeviceDetail;
  facts: DeviceFacts;
  mode: DetailMode;
  tab: DetailTab;
  onTab(tab: DetailTab): void;
  manager: boolean;
  owner: boolean;
  onUpdated(change: Partial<DeviceDetail>): void;
  /** The authority centre changed who holds the device: the detail is asked again. */
  onAuthorityChanged(): void;
}

export function DetailTabs({ detail, facts, mode, tab, onTab, manager, owner, onUpdated, onAuthorityChanged }: Props) {
  const { t } = useTranslation('deviceDetail');
  const keys: DetailTab[] = ['overview', 'edit', 'location', ...(mode !== 'personal' ? (['enterprise'] as const) : []), 'iot', 'authority'];
  return (
    // The tab panel keeps one height and scrolls inside (deviceDetail.css): focusable, so the keyboard can scroll too.
    <Tabs<DetailTab> id="detail" label={t('title', { name: detail.machine_name })} tabs={keys.map((key) => ({ key, label: t(LABEL_KEYS[key]) }))}
      selected={tab} onSelect={onTab} panel={{ className: 'detail-tab-panel', tabIndex: 0 }}>
      {tab === 'overview' ? (
        <>
          <DetailOverview detail={detail} facts={facts} manager={manager} onCloudChanged={(cloudState) => onUpdated({ cloudState })} />
          {mode === 'personal' ? <DeviceCameraSection machineId={detail.machine_id} machineName={detail.machine_name} manager={manager} /> : null}
        </>
      ) : null}
      {tab === 'edit' ? <DetailEdit detail={detail} manager={manager} owner={owner} onSaved={onUpdated} /> : null}
      {tab === 'location' ? <DetailLocation detail={detail} manager={manager} onMoved={onUpdated} /> : null}
      {tab === 'enterprise' && mode !== 'personal' ? <DetailEnterprise machineId={detail.machine_id} /> : null}
      {tab === 'iot' ? <DetailIotCard iccid={detail.iccid_num} /> : null}
      {tab === 'authority' ? (
        <Suspense fallback={<p role="status">{t('authorityLoading')}</p>}>
          <AuthorityCentre machine={detail} onChanged={onAuthorityChanged} />
        </Suspense>
      ) : null}
    </Tabs>
  );
}
