// The project's users: owner first. The owner adds users by phone (with its country code) or e-mail, removes
// members and transfers the project to one of them; 08011006 and 08011007 are said under the form.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '../../domain/masking';
import { addMemberSchema } from '../../domain/forms/projects';
import { accountOf, isProjectOwner } from '../../domain/projects';
import type { Project, ProjectUser } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { CountryCodeSelect } from '../auth/CountryCodeSelect';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { InlineFailure, ProjectNotice, tableErrorOf } from './ProjectNotice';
import { projectUsersQuery, teamMembersQuery, useAddProjectUser, useRemoveProjectUser, useTransferProject } from './queries';

type Pending = { kind: 'remove' | 'transfer'; user: ProjectUser };

export function ProjectMembers({ project, owner, eid }: { project: Project; owner: boolean; eid: number }) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const users = useQuery(projectUsersQuery(http, project.id));
  const remove = useRemoveProjectUser(http);
  const transfer = useTransferProject(http);
  const [pending, setPending] = useState<Pending>();
  const running = pending?.kind === 'transfer' ? transfer : remove;

  const retry = () => void users.refetch();
  const tableError = users.isError ? tableErrorOf(users.error, t('members.error'), retry, 'project-members-error') : undefined;
  const columns: Column<ProjectUser>[] = [
    { id: 'name', header: t('members.name'), cell: (user) => user.name, rowHeader: true, className: 'projects-text-cell' },
    { id: 'phone', header: t('members.phone'), cell: (user) => (user.phone ? `+${user.country_code} ${maskPhone(user.phone)}` : t('none')) },
    { id: 'email', header: t('members.email'), cell: (user) => user.email || t('none'), className: 'projects-text-cell' },
    { id: 'role', header: t('members.role'), cell: (user) => t(isProjectOwner(user.limit_authority) ? 'role.owner' : 'role.member') },
  ];
  if (owner) {
    columns.push({
      id: 'actions', header: t('members.actions'),
      cell: (user) => (isProjectOwner(user.limit_authority) ? null : (
        <span className="project-row-actions">
          <ActionButton outlined icon="pi pi-arrow-right-arrow-left" label={t('members.transfer')} aria-label={t('members.transferLabel', { name: user.name })}
            data-testid="project-member-transfer" onClick={() => { transfer.reset(); setPending({ kind: 'transfer', user }); }} />
          <ActionButton outlined className="p-button-danger" icon="pi pi-user-minus" label={t('members.remove')} aria-label={t('members.removeLabel', { name: user.name })}
            data-testid="project-member-remove" onClick={() => { remove.reset(); setPending({ kind: 'remove', user }); }} />
        </span>
      )),
    });
  }

  const confirm = () => {
    if (!pending) return;
    const done = (key: string) => () => {
      notify.success(key, { name: pending.user.name });
      setPending(undefined);
    };
    if (pending.kind === 'remove') remove.mutate({ id: project.id, delUserId: pending.user.id }, { onSuccess: done('projects:members.removed') });
    else transfer.mutate({ id: project.id, transferUser: pending.user.id }, { onSuccess: done('projects:members.transferred') });
  };

  return (
    <section className="project-section" aria-labelledby="project-members-title" data-testid="project-members">
      <div className="project-section-head">
        <h2 id="project-members-title">{t('members.title')}</h2>
        {users.isSuccess ? <span className="projects-count">{t('members.count', { count: users.data.length })}</span> : null}
      </div>
      {owner ? <AddMemberForm projectId={project.id} eid={eid} /> : null}
      {users.isError && !tableError ? <ProjectNotice error={users.error} title={t('members.error')} onRetry={retry} testId="project-members-error" /> : (
        <DataTable
          rows={users.data ?? []}
          columns={columns}
          rowKey={(user) => user.id}
          label={t('members.title')}
          caption
          loading={users.isPending}
          error={tableError}
          rowTestId="project-member"
          rowAttributes={(user) => ({ 'data-id': user.id })}
          className="projects-table"
        />
      )}
      {pending ? (
        <ConfirmDialog
          title={t(pending.kind === 'remove' ? 'members.removeTitle' : 'members.transferTitle', { name: pending.user.name })}
          body={t(pending.kind === 'remove' ? 'members.removeBody' : 'members.transferBody', { name: pending.user.name, project: project.name })}
          confirmLabel={t(pending.kind === 'remove' ? 'members.remove' : 'members.transfer')}
          cancelLabel={t('actions.cancel')}
          busy={running.isPending}
          testId={pending.kind === 'remove' ? 'project-remove-dialog' : 'project-transfer-dialog'}
          onConfirm={confirm}
          onCancel={() => setPending(undefined)}
        />
      ) : null}
      {!pending ? <InlineFailure error={running.error} testId="project-member-error" /> : null}
    </section>
  );
}

/** addUser {id, account, countryCode}: the country code matters for phone numbers only. */
function AddMemberForm({ projectId, eid }: { projectId: number; eid: number }) {
  const { t } = useTranslation('projects');
  const { http, lang, notify } = useConsole();
  const id = useId();
  const add = useAddProjectUser(http);
  // The enterprise's colleagues, offered while typing: only they may be added (the cloud refuses anyone else).
  const team = useQuery(teamMembersQuery(http, eid));
  const form = useKitForm(addMemberSchema(team.data), { account: '', countryCode: '86' });
  const { errors, isSubmitted } = form.formState;
  const [account, countryCode] = useWatch({ control: form.control, name: ['account', 'countryCode'] });
  const parsed = accountOf(account);

  const submit = form.handleSubmit((values) => {
    const kind = accountOf(values.account)?.kind;
    add.mutate(
      { id: projectId, account: values.account, countryCode: kind === 'phone' ? values.countryCode : '' },
      {
        onSuccess: (user) => {
          notify.success('projects:members.added', { name: user.name });
          form.resetField('account');
        },
      },
    );
  });

  return (
    <form className="project-inline-form" onSubmit={(e) => void submit(e)} data-testid="project-add-member" noValidate>
      <div className="project-field">
        <label htmlFor={`${id}-cc`}>{t('members.countryCode')}</label>
        <CountryCodeSelect id={`${id}-cc`} value={countryCode} lang={lang} label={t('members.countryCode')} disabled={parsed?.kind === 'email'}
          onChange={(code) => form.setValue('countryCode', code, { shouldValidate: isSubmitted })} />
      </div>
      <Field id={`${id}-account`} className="project-field project-field-grow" label={t('members.account')} error={errors.account}>
        {({ invalid, ...aria }) => (
          <>
            <TextInput {...aria} data-testid="project-member-account" list={`${id}-team`} placeholder={t('members.accountPlaceholder')} invalid={invalid}
              {...form.register('account', { onChange: () => add.reset() })} />
            <datalist id={`${id}-team`}>
              {(team.data ?? []).flatMap((m) => [m.email, m.phone].filter(Boolean).map((value) => <option key={`${m.id}-${value}`} value={value}>{m.name}</option>))}
            </datalist>
          </>
        )}
      </Field>
      <ActionButton type="submit" icon="pi pi-user-plus" label={t('members.add')} busy={add.isPending} data-testid="project-member-add" />
      <InlineFailure error={add.error} testId="project-member-add-error" />
    </form>
  );
}
