// The access limits of the members the caller outranks (product.md section 6: read only, read and write, no
// alarm), set with limitReadSet and limitAlarmSet.
import { useTranslation } from 'react-i18next';
import type { AccessLimit, MemberLimit } from '../../domain/wire/deviceDetail';
import { maskPhone } from '../../domain/masking';
import { useConsole } from '../app/runtime';
import { DataTable, type Column } from '../kit/DataTable';
import { useSetMemberLimit } from './queries';

const LEVELS: readonly AccessLimit[] = ['readOnly', 'readWrite', 'noAlarm'];

export function MemberLimits({ machineId, members }: { machineId: number; members: readonly MemberLimit[] }) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  // The cloud's answer is written into the cached detail, which hands these members back in.
  const save = useSetMemberLimit(http, machineId);
  const busy = save.isPending ? save.variables.userId : null;

  function choose(member: MemberLimit, to: AccessLimit) {
    if (member.access !== to) save.mutate({ userId: member.userId, from: member.access, to }, { onSuccess: () => notify.success('deviceDetail:limits.saved') });
  }

  const columns: Column<MemberLimit>[] = [
    {
      id: 'member', header: t('limits.member'), rowHeader: true, sortValue: (m) => m.name,
      cell: (m) => <><label htmlFor={`limit-${m.userId}`}>{m.name}</label> <span className="detail-note">{m.phone ? maskPhone(m.phone) : m.email}</span></>,
    },
    {
      id: 'level', header: t('limits.level'), sortValue: (m) => LEVELS.indexOf(m.access),
      cell: (m) => (
        <select id={`limit-${m.userId}`} data-testid={`limit-${m.userId}`} value={m.access} disabled={busy !== null}
          aria-busy={busy === m.userId || undefined} onChange={(event) => {
            const level = LEVELS.find((l) => l === event.target.value);
            if (level) choose(m, level);
          }}>
          {LEVELS.map((level) => <option key={level} value={level}>{t(`access.${level}`)}</option>)}
        </select>
      ),
    },
  ];

  return (
    <section className="detail-limits" aria-labelledby="detail-limits-title">
      <h3 id="detail-limits-title">{t('limits.title')}</h3>
      {members.length === 0 ? <p className="detail-note" data-testid="limits-empty">{t('limits.empty')}</p> : (
        <DataTable rows={members} columns={columns} rowKey={(m) => m.userId} label={t('limits.title')} firstStop="select"
          testId="limits-table" rowTestId="limit-row" className="detail-limits-table" />
      )}
    </section>
  );
}
