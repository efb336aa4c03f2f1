// The project's devices, each with the remote visit of the device lists (same flow, same result texts). The owner
// adds devices of the enterprise (a device belongs to one project at most) and removes them.
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REPORT_COUNT_PER_PROJECT_MACHINE } from '../../domain/constants';
import type { Project, ProjectMachine } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { DataTable, type Column } from '../kit/DataTable';
import { VisitButton } from '../visit/VisitButton';
import { InlineFailure, ProjectNotice, tableErrorOf } from './ProjectNotice';
import { projectCandidatesQuery, projectMachinesQuery, useAddProjectMachine, useRemoveProjectMachine } from './queries';

/** "Name (alias)" in the interface language's brackets. */
const nameOf = (t: TFunction, m: ProjectMachine) => (m.alias ? t('common:withNote', { text: m.machine_name, note: m.alias }) : m.machine_name);

export function ProjectDevices({ project, owner }: { project: Project; owner: boolean }) {
  const { t } = useTranslation('projects');
  const { http, lang, notify } = useConsole();
  const machines = useQuery(projectMachinesQuery(http, project.id));
  const remove = useRemoveProjectMachine(http);
  const [removing, setRemoving] = useState<ProjectMachine>();
  const mayVisit = owner || project.enable_get_visit_url === 1;

  const retry = () => void machines.refetch();
  const tableError = machines.isError ? tableErrorOf(machines.error, t('devices.error'), retry, 'project-devices-error') : undefined;
  const columns: Column<ProjectMachine>[] = [
    { id: 'name', header: t('devices.name'), cell: (m) => nameOf(t, m), rowHeader: true, className: 'projects-text-cell' },
    { id: 'code', header: t('devices.code'), cell: (m) => m.machine_code, className: 'project-code' },
    { id: 'state', header: t('devices.state'), cell: (m) => <><span className={m.state === 1 ? 'state-dot online' : 'state-dot'} aria-hidden="true" />{t(m.state === 1 ? 'devices.online' : 'devices.offline')}</> },
    {
      id: 'actions', header: t('members.actions'),
      cell: (m) => (
        <span className="project-row-actions">
          {mayVisit ? <VisitButton machine={{ ...m, emq_project_id: project.id }} mode="project" compact /> : null}
          {owner ? (
            <ActionButton outlined className="p-button-danger" icon="pi pi-minus-circle" label={t('devices.remove')}
              aria-label={t('devices.removeLabel', { name: m.machine_name })} data-testid="project-device-remove"
              onClick={() => { remove.reset(); setRemoving(m); }} />
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className="project-section" aria-labelledby="project-devices-title" data-testid="project-devices">
      <div className="project-section-head">
        <h2 id="project-devices-title">{t('devices.title')}</h2>
        {machines.isSuccess ? <span className="projects-count">{t('devices.count', { count: machines.data.length })}</span> : null}
      </div>
      <p className="project-muted">{t('devices.reportCountRule', { per: new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US').format(REPORT_COUNT_PER_PROJECT_MACHINE) })}</p>
      {owner ? <AddDeviceForm projectId={project.id} /> : null}
      {machines.isError && !tableError ? <ProjectNotice error={machines.error} title={t('devices.error')} onRetry={retry} testId="project-devices-error" /> : (
        <DataTable
          rows={machines.data ?? []}
          columns={columns}
          rowKey={(m) => m.machine_id}
          label={t('devices.title')}
          caption
          loading={machines.isPending}
          error={tableError}
          empty={t(owner ? 'devices.emptyOwner' : 'devices.empty')}
          emptyTestId="project-devices-empty"
          rowTestId="project-device"
          rowAttributes={(m) => ({ 'data-id': m.machine_id })}
          className="projects-table"
        />
      )}
      {removing ? (
        <ConfirmDialog
          title={t('devices.removeTitle', { name: removing.machine_name })}
          body={t('devices.removeBody', { name: removing.machine_name, project: project.name })}
          confirmLabel={t('devices.remove')}
          cancelLabel={t('actions.cancel')}
          busy={remove.isPending}
          testId="project-device-remove-dialog"
          onConfirm={() => remove.mutate({ id: project.id, machineId: removing.machine_id }, {
            onSuccess: () => {
              notify.success('projects:devices.removed', { name: removing.machine_name });
              setRemoving(undefined);
            },
          })}
          onCancel={() => setRemoving(undefined)}
        />
      ) : null}
      {!removing ? <InlineFailure error={remove.error} testId="project-device-error" /> : null}
    </section>
  );
}

/** project/machine/list: the enterprise's devices the owner may add; those in another project are shown, not offered. */
function AddDeviceForm({ projectId }: { projectId: number }) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const id = useId();
  const candidates = useQuery(projectCandidatesQuery(http, projectId));
  const add = useAddProjectMachine(http);
  const [chosen, setChosen] = useState('');
  const options = (candidates.data ?? []).filter((m) => m.emq_project_id !== projectId);
  const free = options.filter((m) => m.emq_project_id === null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const machine = free.find((m) => String(m.machine_id) === chosen);
    if (!machine) return;
    add.mutate({ id: projectId, machineId: machine.machine_id }, {
      onSuccess: () => {
        notify.success('projects:devices.added', { name: machine.machine_name });
        setChosen('');
      },
    });
  };

  if (candidates.isError) return <ProjectNotice error={candidates.error} title={t('devices.candidatesError')} onRetry={() => void candidates.refetch()} testId="project-candidates-error" />;
  return (
    <form className="project-inline-form" onSubmit={submit} data-testid="project-add-device" noValidate>
      <div className="project-field project-field-grow">
        <label htmlFor={`${id}-device`}>{t('devices.choose')}</label>
        <select id={`${id}-device`} className="p-inputtext project-select" data-testid="project-device-choice" value={chosen}
          disabled={!candidates.isSuccess || free.length === 0}
          onChange={(e) => { setChosen(e.target.value); add.reset(); }}>
          <option value="">{candidates.isPending ? t('loading') : free.length === 0 ? t('devices.noneFree') : t('devices.choosePlaceholder')}</option>
          {options.map((m) => (
            <option key={m.machine_id} value={m.machine_id} disabled={m.emq_project_id !== null}>
              {m.emq_project_id !== null ? t('devices.inOther', { name: nameOf(t, m), project: m.project }) : `${nameOf(t, m)} · ${m.machine_code}`}
            </option>
          ))}
        </select>
      </div>
      <ActionButton type="submit" icon="pi pi-plus" label={t('devices.add')} busy={add.isPending} disabled={chosen === ''} data-testid="project-device-add" />
      <InlineFailure error={add.error} testId="project-device-add-error" />
    </form>
  );
}
