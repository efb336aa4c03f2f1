import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Machine } from '../../domain/wire/machine';
import { useConsole } from '../app/runtime';
import { failureOf } from '../data/callQuery';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';
import { noticesQuery, useSetNoticeFlag, type NoticeFlag } from './queries';

/** This device's SMS and e-mail alarm switches (v1/devices/msgConfig), which its managers may turn on or off. */
export function AlarmNoticeSection(props: { machine: Machine }) {
  const { machine } = props;
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const query = useQuery(noticesQuery(http, machine));
  const config = query.isError && !query.isFetching ? 'failed' : (query.data ?? 'loading');
  const save = useSetNoticeFlag(http, machine.machine_id);
  const busy = save.isPending;
  const toggle = (flag: NoticeFlag, on: boolean) => save.mutate({ flag, on }, { onError: (error) => notify.error(failureOf(error)) });

  return (
    <fieldset className="auth-choices" data-testid="alarm-notices">
      <legend>{t('notices.title')}</legend>
      {config === 'loading' ? <span role="status" className="auth-muted">{t('loading')}</span> : null}
      {config === 'failed' ? (
        <span role="alert" className="auth-muted">
          {t('loadFailed')} <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={() => void query.refetch()} />
        </span>
      ) : null}
      {typeof config === 'object'
        ? (['smsFlag', 'emailFlag'] as const).map((flag) => (
            <span key={flag} className="auth-check">
              <CheckboxInput
                id={`notice-${flag}`}
                checked={config[flag] === 1}
                disabled={busy}
                onChange={(e) => toggle(flag, e.target.checked)}
                data-testid={`notice-${flag}`}
              />
              <label htmlFor={`notice-${flag}`}>{t(`notices.${flag}`)}</label>
            </span>
          ))
        : null}
    </fieldset>
  );
}
