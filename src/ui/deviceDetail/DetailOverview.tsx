// The facts of a device (detail and detail/page), its cloud service switch, and the caller's standing on it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceDetail, DeviceFacts } from '../../domain/wire/deviceDetail';
import { roleOf } from '../../domain/roles';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { MemberLimits } from './MemberLimits';
import { useCloudSwitch } from './queries';

type Props = { detail: DeviceDetail; facts: DeviceFacts; manager: boolean; onCloudChanged(cloudState: 0 | 1): void };

const ROLE_KEY = { akey: 'owner', bkey: 'admin', visitor: 'visitor', ordinary: 'visitor', blacklisted: 'visitor' } as const;

export function DetailOverview({ detail, facts, manager, onCloudChanged }: Props) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  // Closing cuts everyone's remote access, so it asks first; opening gives access back and needs no question.
  const [confirmClose, setConfirmClose] = useState(false);
  const value = (text: string) => (text.trim() === '' ? t('facts.notSet') : text);
  const maintenance = facts.maintainstart && facts.maintainstop
    ? t('facts.maintenanceRange', { start: facts.maintainstart, stop: facts.maintainstop })
    : t('facts.notSet');
  const open = detail.cloudState === 1;

  // machineCloudSwitchState: a refusal is toasted by the transport; the answer goes into the cached detail.
  const cloud = useCloudSwitch(http, detail.machine_id);
  const busy = cloud.isPending;

  function toggleCloud() {
    cloud.mutate(!open, {
      onSettled: () => setConfirmClose(false),
      onSuccess: (answer) => {
        const next = answer?.cloudState ?? (open ? 0 : 1);
        onCloudChanged(next);
        notify.success(next === 1 ? 'deviceDetail:cloud.nowOpen' : 'deviceDetail:cloud.nowClosed');
      },
    });
  }

  const rows: [string, string, string][] = [
    ['machineCode', t('facts.machineCode'), detail.machine_code],
    ['model', t('facts.model'), value(facts.model)],
    ['version', t('facts.version'), value(facts.version)],
    ['ip', t('facts.ip'), value(facts.ip)],
    ['iccid', t('facts.iccid'), value(facts.iccid_num)],
    ['registered', t('facts.registered'), value(facts.registtime)],
    ['maintenance', t('facts.maintenance'), maintenance],
    ['project', t('facts.project'), value(facts.project)],
    ['address', t('facts.address'), value(facts.address)],
    ['alias', t('facts.alias'), value(detail.alias)],
    ['remark', t('facts.remark'), value(detail.machineRemark)],
    ['auditMode', t('facts.auditMode'), t(detail.checkType === 1 ? 'auditMode.password' : 'auditMode.message')],
    ['role', t('facts.role'), t(`role.${ROLE_KEY[roleOf(detail.limit_authority)]}`)],
    ['access', t('facts.access'), t(`access.${detail.access}`)],
  ];

  return (
    <div className="detail-overview">
      <dl className="detail-facts">
        {rows.map(([id, label, text]) => (
          <div key={id} className="detail-fact">
            <dt>{label}</dt>
            <dd data-testid={`detail-${id}`}>{text}</dd>
          </div>
        ))}
      </dl>
      <div className="detail-cloud">
        <span>{t('cloud.label')}: </span>
        <strong data-testid="detail-cloud-state">{t(open ? 'cloud.open' : 'cloud.closed')}</strong>
        {manager ? (
          <ActionButton
            data-testid="detail-cloud-switch"
            outlined
            busy={busy}
            icon={open ? 'pi pi-power-off' : 'pi pi-cloud'}
            label={t(open ? 'cloud.switchClose' : 'cloud.switchOpen')}
            aria-pressed={open}
            onClick={() => (open ? setConfirmClose(true) : void toggleCloud())}
          />
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmClose}
        testId="cloud-confirm"
        title={t('cloud.confirmTitle', { name: detail.machine_name })}
        body={t('cloud.confirmBody')}
        confirmLabel={t('cloud.switchClose')}
        cancelLabel={t('cloud.keepOpen')}
        busy={busy}
        icon="pi pi-power-off"
        onConfirm={() => void toggleCloud()}
        onCancel={() => setConfirmClose(false)}
      />
      {manager && facts.limits ? <MemberLimits machineId={detail.machine_id} members={facts.limits} /> : null}
    </div>
  );
}
