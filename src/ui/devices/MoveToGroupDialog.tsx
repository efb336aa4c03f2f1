import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GROUP } from '../../domain/constants';
import { outcomeMessage } from '../../domain/resultCodes';
import type { UserGroupItem } from '../../transport/api/groups';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { GroupSelect } from './GroupSelect';
import { failureOf } from '../data/callQuery';
import { Dialog } from '../kit/Dialog';
import { useGroupChange } from './queries';

interface Props {
  machineIds: readonly number[];
  /** The group the devices are moved out of; ALL moves nothing out. */
  from: string;
  groups: readonly UserGroupItem[];
  onHide(): void;
  onMoved(move: { from: string; to: string; machineIds: readonly number[] }): void;
}

/** Moves the chosen devices into a group (and out of the filtered one); ALL as the target only takes them out. */
export function MoveToGroupDialog({ machineIds, from, groups, onHide, onMoved }: Props) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const firstOther = groups.find((g) => g.id !== from)?.id ?? DEFAULT_GROUP;
  const [to, setTo] = useState(firstOther);
  const [error, setError] = useState<string | undefined>();
  const change = useGroupChange(http);
  const busy = change.isPending;

  const move = () => {
    setError(undefined);
    const ids = [...machineIds];
    change.mutate({ kind: 'move', machineIds: ids, from, to }, {
      onError: (error) => {
        const { key, values } = outcomeMessage(failureOf(error));
        setError(tAny(key, values));
      },
      onSuccess: () => onMoved({ from, to, machineIds: ids }),
    });
  };

  const nothingToDo = to === from || (to === DEFAULT_GROUP && from === DEFAULT_GROUP);
  return (
    <Dialog open title={t('move.title', { count: machineIds.length })} onClose={onHide} width="min(26rem, 95vw)" testId="move-dialog">
      <div className="device-form">
        <label htmlFor="move-to">{t('move.to')}</label>
        <GroupSelect id="move-to" value={to} groups={groups} allLabel={t('move.none')} onChange={setTo} />
        {error ? (
          <p className="p-error" role="alert">
            {error}
          </p>
        ) : null}
        <ActionButton label={t('move.submit')} icon="pi pi-arrow-right" busy={busy} disabled={nothingToDo} data-testid="move-submit" onClick={() => void move()} />
      </div>
    </Dialog>
  );
}
