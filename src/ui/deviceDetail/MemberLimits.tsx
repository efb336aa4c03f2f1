// The access limits of the members the caller outranks (product.md section 6: read only, read and write, no
// alarm), set with limitReadSet and limitAlarmSet.
import { useTranslation } from 'react-i18next';
import type { AccessLimit, MemberLimit } from '../../domain/wire/deviceDetail';
import { maskPhone } from '../../domain/masking';
import { useConsole } from '../app/runtime';
import { useSetMemberLimit } from './queries';

const LEVELS: readonly AccessLimit[] = ['readOnly', 'readWrite', 'noAlarm'];

export function MemberLimits({ machineId, members }: { machineId: number; members: readonly MemberLimit[] }) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  // The cloud's answer is written into the cached detail, which hands these members back in.
  const save = useSetMemberLimit(http, machineId);
  const busy = save.isPending ? save.variables.userId : null;
  const access: Record<number, AccessLimit> = Object.fromEntries(members.map((m) => [m.userId, m.access]));

  function choose(member: MemberLimit, to: AccessLimit) {
    if (member.access !== to) save.mutate({ userId: member.userId, from: member.access, to }, { onSuccess: () => notify.success('deviceDetail:limits.saved') });
  }

  return (
    <section className="detail-limits" aria-labelledby="detail-limits-title">
      <h3 id="detail-limits-title">{t('limits.title')}</h3>
      {members.length === 0 ? <p className="detail-note" data-testid="limits-empty">{t('limits.empty')}</p> : (
        <table className="detail-limits-table" data-testid="limits-table">
          <thead>
            <tr><th scope="col">{t('limits.member')}</th><th scope="col">{t('limits.level')}</th></tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const id = `limit-${member.userId}`;
              const contact = member.phone ? maskPhone(member.phone) : member.email;
              return (
                <tr key={member.userId}>
                  <td><label htmlFor={id}>{member.name}</label> <span className="detail-note">{contact}</span></td>
                  <td>
                    <select id={id} data-testid={id} value={access[member.userId] ?? member.access} disabled={busy !== null}
                      aria-busy={busy === member.userId || undefined}
                      onChange={(event) => void choose(member, event.target.value as AccessLimit)}>
                      {LEVELS.map((level) => <option key={level} value={level}>{t(`access.${level}`)}</option>)}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
