import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_LIMIT } from '../../domain/constants';
import { groupNameSchema } from '../../domain/forms/devices';
import { outcomeMessage } from '../../domain/resultCodes';
import type { UserGroupItem } from '../../transport/api/groups';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { failureOf } from '../data/callQuery';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Dialog } from '../kit/Dialog';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
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
  const form = useKitForm(groupNameSchema, { name: group.name });
  // The rule's refusal of the new name, else the cloud's last refusal (of the rename or the delete).
  const [error, setError] = useState<string | undefined>();
  const refused = form.formState.errors.name?.message;
  const shown = refused ? tAny(refused) : error;
  const errorId = `group-name-${group.id}-error`;
  const change = useGroupChange(http);
  const busy = change.isPending;

  const failed = (error: unknown) => {
    const { key, values } = outcomeMessage(failureOf(error));
    setError(tAny(key, values));
  };

  const rename = form.handleSubmit(({ name }) => {
    change.mutate({ kind: 'rename', id: group.id, name }, {
      onError: failed,
      onSuccess: () => {
        setError(undefined);
        setMode('view');
        onChanged();
      },
    });
  });

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
          <TextInput id={`group-name-${group.id}`} autoFocus invalid={Boolean(refused)} aria-invalid={refused ? true : undefined}
            aria-describedby={shown ? errorId : undefined} {...form.register('name')} />
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
        open={mode === 'confirmDelete'}
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
      {shown ? (
        <small id={errorId} className="p-error" role="alert">
          {shown}
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
  const form = useKitForm(groupNameSchema, { name: '' });
  const refused = form.formState.errors.name;
  // The cloud's refusal of the last create, shown where the rule's would be.
  const [failure, setFailure] = useState<string | undefined>();
  const change = useGroupChange(http);
  const busy = change.isPending;
  const full = groups.length >= GROUP_LIMIT;

  const create = form.handleSubmit(
    ({ name }) => {
      change.mutate({ kind: 'create', name }, {
        onError: (error) => {
          const { key, values } = outcomeMessage(failureOf(error));
          setFailure(tAny(key, values));
        },
        onSuccess: () => {
          setFailure(undefined);
          form.reset();
          onChanged();
          // The create button was disabled while busy, which dropped the focus: back to the field for the next name.
          requestAnimationFrame(() => document.getElementById('group-new')?.focus());
        },
      });
    },
    () => setFailure(undefined),
  );

  return (
    <Dialog open={visible} title={t('groups.title')} onClose={onHide} width="min(34rem, 95vw)" testId="groups-dialog">
      <form className="device-form group-create" onSubmit={(event) => void create(event)} noValidate>
        <Field id="group-new" className="device-field" label={t('groups.new')} error={refused} errorTestId="group-new-error">
          {({ invalid, ...control }) => (
            <>
              <div className="device-find-row">
                <TextInput {...control} aria-describedby={control['aria-describedby'] ?? 'group-new-help'} data-testid="group-new" disabled={full}
                  invalid={invalid || Boolean(failure)} {...form.register('name')} />
                <ActionButton type="submit" label={t('groups.create')} icon="pi pi-plus" busy={busy} disabled={full} data-testid="group-create" />
              </div>
              {invalid ? null : (
                <small id="group-new-help" className={failure || full ? 'p-error' : 'device-hint'} role={failure ? 'alert' : undefined} data-testid="group-new-error">
                  {failure ?? (full ? t('groups.full', { limit: GROUP_LIMIT }) : t('groups.rule', { count: groups.length, limit: GROUP_LIMIT }))}
                </small>
              )}
            </>
          )}
        </Field>
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
