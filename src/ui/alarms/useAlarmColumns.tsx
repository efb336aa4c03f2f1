// The alarm table's columns: when, which device, how grave, what, its state, and the row's actions.
import { useTranslation } from 'react-i18next';
import { textIn } from '../../domain/cloudText';
import { formatUnixTime } from '../../domain/time';
import type { WireAlarm } from '../../domain/wire/alarm';
import { ActionButton } from '../common/controls/ActionButton';
import type { Column } from '../kit/DataTable';
import { useConsole } from '../app/runtime';

interface RowActions {
  busy: boolean;
  onConfirm(alarm: WireAlarm): void;
  onRecipients(alarm: WireAlarm): void;
}

export function useAlarmColumns(actions: RowActions): Column<WireAlarm>[] {
  const { t } = useTranslation('alarms');
  const { lang } = useConsole();
  return [
    { id: 'time', header: t('columns.time'), cell: (a) => <time dateTime={new Date(a.raisedAt * 1000).toISOString()}>{formatUnixTime(a.raisedAt)}</time> },
    {
      id: 'device',
      header: t('columns.device'),
      cell: (a) => (
        <>
          {a.machineName}
          <small className="alarm-code">{a.deviceCode}</small>
        </>
      ),
    },
    {
      id: 'level',
      header: t('columns.level'),
      cell: (a) => (
        <>
          <span className={`alarm-level alarm-level-${a.level}`}>{t(`level.${a.level}`)}</span>
          {a.voice ? <i className="pi pi-volume-up" role="img" aria-label={t('voice')} /> : null}
        </>
      ),
    },
    { id: 'content', header: t('columns.content'), cell: (a) => textIn(a.content, lang), cellAttributes: () => ({ 'data-testid': 'alarm-content' }) },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (a) => (
        <>
          {t(`state.${a.state}`)}
          {a.state === 'confirmed' && a.confirmedBy ? (
            <small className="alarm-code">{t('confirmedBy', { name: a.confirmedBy, time: formatUnixTime(a.confirmedAt) })}</small>
          ) : null}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      className: 'alarm-actions',
      cell: (a) => (
        <>
          {a.state === 'active' ? (
            <ActionButton size="small" label={t('actions.confirm')} disabled={actions.busy} data-testid="alarm-confirm" onClick={() => actions.onConfirm(a)} />
          ) : null}
          <ActionButton size="small" text iconOnly icon="pi pi-users" label={t('actions.recipients')} onClick={() => actions.onRecipients(a)} />
        </>
      ),
    },
  ];
}
