// The access limits of the members the caller outranks (product.md section 6: read only, read and write, no
// alarm), set with limitReadSet and limitAlarmSet.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessLimit, MemberLimit } from '../../domain/wire/deviceDetail';
import { maskPhone } from '../../domain/masking';
import { setAlarmLimit, setReadLimit } from '../../transport/api/machine';
import type { Http, Result } from '../../transport/http';
import { useConsole } from '../app/runtime';

const LEVELS: readonly AccessLimit[] = ['readOnly', 'readWrite', 'noAlarm'];

/** The one call that moves a member from `from` to `to`. */
function change(http: Http, machineId: number, userId: number, from: AccessLimit, to: AccessLimit): Promise<Result<{ access: AccessLimit }>> {
  if (to === 'noAlarm') return setAlarmLimit(http, machineId, userId, true);
  if (to === 'readOnly') return setReadLimit(http, machineId, userId, true);
  // Back to read and write: a muted member gets alarms again, a read-only one gets write access.
  return from === 'noAlarm' ? setAlarmLimit(http, machineId, userId, false) : setReadLimit(http, machineId, userId, false);
}

export function MemberLimits({ machineId, members }: { machineId: number; members: readonly MemberLimit[] }) {
  const { t } = useTranslation('deviceDetail');
  const { http, notify } = useConsole();
  const [access, setAccess] = useState<Record<number, AccessLimit>>(() => Object.fromEntries(members.map((m) => [m.userId, m.access])));
  const [busy, setBusy] = useState<number | null>(null);

  async function choose(member: MemberLimit, to: AccessLimit) {
    const from = access[member.userId] ?? member.access;
    if (from === to) return;
    setBusy(member.userId);
    const answer = await change(http, machineId, member.userId, from, to);
    setBusy(null);
    if (!answer.ok) return;
    setAccess((current) => ({ ...current, [member.userId]: answer.data.access }));
    notify.success('deviceDetail:limits.saved');
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
