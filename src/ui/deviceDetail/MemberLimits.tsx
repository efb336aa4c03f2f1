// The access limits of the members the caller outranks (product.md section 6: read only, read and write, no
// alarm), set with limitReadSet and limitAlarmSet.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccessLimit, MemberLimit } from '../../domain/wire/deviceDetail';
import { maskPhone } from '../../domain/masking';
import { setAlarmLimit, setReadLimit } from '../../transport/api/machine';
import type { Http, Result } from '../../transport/http';
import { useConsole } from '../app/runtime';
import { unwrap } from '../data/callQuery';
import { detailKeys, type DetailData } from './queries';

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
  const client = useQueryClient();
  // The cloud's answer is written into the cached detail, which hands these members back in.
  const save = useMutation({
    mutationFn: ({ member, to }: { member: MemberLimit; to: AccessLimit }) => unwrap(change(http, machineId, member.userId, member.access, to)),
    onSuccess: ({ access }, { member }) => {
      client.setQueryData<DetailData>(detailKeys.device(machineId), (data) =>
        data?.facts.limits
          ? { ...data, facts: { ...data.facts, limits: data.facts.limits.map((m) => (m.userId === member.userId ? { ...m, access } : m)) } }
          : data,
      );
      notify.success('deviceDetail:limits.saved');
    },
  });
  const busy = save.isPending ? save.variables.member.userId : null;
  const access: Record<number, AccessLimit> = Object.fromEntries(members.map((m) => [m.userId, m.access]));

  function choose(member: MemberLimit, to: AccessLimit) {
    if (member.access !== to) save.mutate({ member, to });
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
