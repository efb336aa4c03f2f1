import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceMsgConfig } from '../../domain/wire/audit';
import type { Machine } from '../../domain/wire/machine';
import { deviceMsgConfig, setMachineSmsFlag } from '../../transport/api/admin';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { CheckboxInput } from '../common/controls/CheckboxInput';

type Flag = 'smsFlag' | 'emailFlag';

/** This device's SMS and e-mail alarm switches (v1/devices/msgConfig), which its managers may turn on or off. */
export function AlarmNoticeSection(props: { machine: Machine }) {
  const { machine } = props;
  const { t } = useTranslation('authority');
  const { http, notify } = useConsole();
  const [config, setConfig] = useState<DeviceMsgConfig | 'loading' | 'failed'>('loading');
  const [busy, setBusy] = useState<Flag>();
  const [round, setRound] = useState(0);

  useEffect(() => {
    let live = true;
    setConfig('loading');
    void deviceMsgConfig(http, { blur: machine.machine_code, page: 1, pageSize: 10, eid: machine.eid }).then((result) => {
      if (!live) return;
      const row = result.ok ? result.data.list.find((r) => r.machineId === machine.machine_id) : undefined;
      setConfig(row ?? 'failed');
    });
    return () => {
      live = false;
    };
  }, [http, machine.machine_code, machine.machine_id, machine.eid, round]);

  const toggle = async (flag: Flag, on: boolean) => {
    setBusy(flag);
    const result = await setMachineSmsFlag(http, machine.machine_id, { [flag]: on ? 1 : 0 });
    setBusy(undefined);
    if (!result.ok) return notify.error(result.outcome);
    setConfig((current) => (typeof current === 'object' ? { ...current, ...result.data } : current));
  };

  return (
    <fieldset className="auth-choices" data-testid="alarm-notices">
      <legend>{t('notices.title')}</legend>
      {config === 'loading' ? <span role="status" className="auth-muted">{t('loading')}</span> : null}
      {config === 'failed' ? (
        <span role="alert" className="auth-muted">
          {t('loadFailed')} <ActionButton label={t('retry')} icon="pi pi-refresh" outlined onClick={() => setRound((n) => n + 1)} />
        </span>
      ) : null}
      {typeof config === 'object'
        ? (['smsFlag', 'emailFlag'] as const).map((flag) => (
            <span key={flag} className="auth-check">
              <CheckboxInput
                id={`notice-${flag}`}
                checked={config[flag] === 1}
                disabled={busy !== undefined}
                onChange={(e) => void toggle(flag, e.target.checked)}
                data-testid={`notice-${flag}`}
              />
              <label htmlFor={`notice-${flag}`}>{t(`notices.${flag}`)}</label>
            </span>
          ))
        : null}
    </fieldset>
  );
}
