// The enterprise side of a device opened from the enterprise or maintenance list: what the enterprise knows of
// it, who holds it and who maintains it. A maintainer without a key sees this even when the personal detail
// (device/v1/detail) refuses the device.
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/runtime';
import { clientStorage } from '../app/clientStorage';
import { PageLoading } from '../common/PageLoading';
import { PersonnelTable } from '../enterpriseDevices/PersonnelTable';
import { useEnterpriseDetail } from './useEnterpriseDetail';
import { LoadError } from '../common/LoadError';

export function DetailEnterprise({ machineId }: { machineId: number }) {
  const { t } = useTranslation('enterprise');
  const { http } = useConsole();
  // The enterprise lists show the stored enterprise's devices; the panel is opened from one of them.
  const eid = Number(clientStorage().get('eid') ?? 0);
  const { state, reload } = useEnterpriseDetail(http, eid, machineId);

  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') {
    return <LoadError title={t('detail.error')} outcome={state.outcome} onRetry={reload} testId="enterprise-detail-error" />;
  }

  const { row, base, personnel, maintainers, groups } = state.detail;
  const value = (text: string | undefined) => (text && text.trim() !== '' ? text : t('detail.notSet'));
  const names = new Map(groups.map((g) => [g.groupId, g.name]));
  const groupNames = (Array.isArray(row.groups) ? row.groups : []).map((id) => names.get(id) || id).join(', ');
  const facts: [string, string, string][] = [
    ['name', t('detail.name'), base.machine_name],
    ['code', t('detail.code'), base.machine_code],
    ['model', t('detail.model'), value(base.model)],
    ['version', t('detail.version'), value(base.version)],
    ['address', t('detail.address'), value(base.address)],
    ['registered', t('detail.registered'), value(base.registtime)],
    ['iccid', t('detail.iccid'), value(base.iccid_num)],
    ['groups', t('detail.groups'), value(groupNames)],
    ['remark', t('detail.maintenanceRemark'), value(row.maintenanceRemark)],
    ['maintainer', t('detail.yourPart'), t(row.maintainer ? 'detail.maintainer' : 'detail.notMaintainer')],
  ];

  return (
    <div className="detail-enterprise" data-testid="enterprise-detail">
      <dl className="detail-facts">
        {facts.map(([id, label, text]) => (
          <div key={id} className="detail-fact">
            <dt>{label}</dt>
            <dd data-testid={`enterprise-${id}`}>{text}</dd>
          </div>
        ))}
      </dl>
      {personnel.length > 0 ? (
        <PersonnelTable people={personnel} caption={t('detail.personnel')} withRole testId="device-personnel" />
      ) : (
        <p data-testid="device-personnel-empty">{t('detail.noPersonnel')}</p>
      )}
      {maintainers.length > 0 ? (
        <PersonnelTable people={maintainers} caption={t('detail.maintainers')} withRole={false} testId="device-maintainer" />
      ) : (
        <p data-testid="device-maintainer-empty">{t('detail.noMaintainers')}</p>
      )}
    </div>
  );
}
