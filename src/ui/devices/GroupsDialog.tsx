import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMIT } from '../../domain/constants';
import { outcomeMessage } from '../../domain/resultCodes';
import { checkGroupName } from '../../domain/validation';
import type { UserGroupItem } from '../../transport/api/groups';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Dialog } from '../kit/Dialog';
import { useGroupChange } from './queries';

interface Props {
  visible: boolean;
  groups: readonly UserGroupItem[];
  onHide(): void;
  /** A group was created, renamed or deleted (deleted: its id). */
  onChanged(deletedId?: string): void;
}

function GroupLine({ group, onChanged }: { group: UserGroupItem; onChanged(deletedId?: string): void }) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirmDelete'>('view');
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | undefined>();
  const change = useGroupChange(http);
  const busy = change.isPending;

  const failed = (error: unknown) => {
    const { key, values } = outcomeMessage(failureOf(error));
    setError(tAny(key, values));
  };

  const rename = (event: FormEvent) => {
    event.preventDefault();
    const check = checkGroupName(name.trim());
    if (!check.ok) return setError(tAny(check.error));
    change.mutate({ kind: 'rename', id: group.id, name: name.trim() }, {
      onError: failed,
      onSuccess: () => {
        setError(undefined);
        setMode('view');
        onChanged();
      },
    });
  };

  const remove = () =>
    change.mutate({ kind: 'delete', id: group.id }, {
      onError: (error) => {
        setMode('view');
        failed(error);
      },
      onSuccess: () => {
        // The confirmation's work is done, whether or not the new list has come yet.
        setMode('view');
        onChanged(group.id);
        // The line and its delete button go: the focus stays in the dialog, on the new group's field.
        requestAnimationFrame(() => document.getElementById('group-new')?.focus());
      },
    });

  return (
    <li className="group-line" data-testid="group-line">
      {mode === 'rename' ? (
        <form onSubmit={(event) => void rename(event)} className="group-line-form" noValidate>
          <label className="visually-hidden" htmlFor={`group-name-${group.id}`}>
            {t('groups.name')}
          </label>
          <TextInput id={`group-name-${group.id}`} value={name} autoFocus onChange={(event) => setName(event.target.value)} />
          <ActionButton type="submit" label={t('groups.save')} busy={busy} />
          <ActionButton label={t('groups.cancel')} outlined onClick={() => setMode('view')} />
        </form>
      ) : (
        <>
          <span className="group-name">{group.name}</span>
          <span className="group-count">{t('count', { count: group.count })}</span>
          <span className="group-actions">
            <ActionButton label={t('groups.rename')} outlined icon="pi pi-pencil" onClick={() => setMode('rename')} />
            <ActionButton label={t('groups.delete')} outlined icon="pi pi-trash" data-testid="group-delete" onClick={() => setMode('confirmDelete')} />
          </span>
        </>
      )}
      <ConfirmDialog
        visible={mode === 'confirmDelete'}
        testId="group-delete-ask"
        title={t('groups.deleteTitle')}
        body={t('groups.confirmDelete', { name: group.name })}
        confirmLabel={t('groups.delete')}
        cancelLabel={t('groups.cancel')}
        icon="pi pi-trash"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setMode('view')}
      />
      {error ? (
        <small className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </li>
  );
}

/** The user's groups: create (up to GROUP_LIMIT), rename, delete (the devices stay in ALL). */
export function GroupsDialog({ visible, groups, onHide, onChanged }: Props) {
  const { t } = useTranslation('devices');
  const { t: tAny } = useTranslation();
  const { http } = useConsole();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const change = useGroupChange(http);
  const busy = change.isPending;
  const full = groups.length >= GROUP_LIMIT;

  const create = (event: FormEvent) => {
    event.preventDefault();
    const check = checkGroupName(name.trim());
    if (!check.ok) return setError(tAny(check.error));
    change.mutate({ kind: 'create', name: name.trim() }, {
      onError: (error) => {
        const { key, values } = outcomeMessage(failureOf(error));
        setError(tAny(key, values));
      },
      onSuccess: () => {
        setError(undefined);
        setName('');
        onChanged();
        // The create button was disabled while busy, which dropped the focus: back to the field for the next name.
        requestAnimationFrame(() => document.getElementById('group-new')?.focus());
      },
    });
  };

  return (
    <Dialog open={visible} title={t('groups.title')} onClose={onHide} width="min(34rem, 95vw)" testId="groups-dialog">
      <form className="device-form group-create" onSubmit={(event) => void create(event)} noValidate>
        <label htmlFor="group-new">{t('groups.new')}</label>
        <div className="device-find-row">
          <TextInput
            id="group-new"
            data-testid="group-new"
            value={name}
            disabled={full}
            invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby="group-new-help"
            onChange={(event) => setName(event.target.value)}
          />
          <ActionButton type="submit" label={t('groups.create')} icon="pi pi-plus" busy={busy} disabled={full} data-testid="group-create" />
        </div>
        <small id="group-new-help" className={error || full ? 'p-error' : 'device-hint'} role={error ? 'alert' : undefined} data-testid="group-new-error">
          {error ?? (full ? t('groups.full', { limit: GROUP_LIMIT }) : t('groups.rule', { count: groups.length, limit: GROUP_LIMIT }))}
        </small>
      </form>
      {groups.length === 0 ? <p className="device-empty">{t('groups.empty')}</p> : null}
      <ul className="group-list">
        {groups.map((group) => (
          <GroupLine key={group.id} group={group} onChanged={onChanged} />
        ))}
      </ul>
    </Dialog>
  );
}
