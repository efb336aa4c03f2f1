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
import { VisitButton } from '../visit/VisitButton';
import { InlineFailure, ProjectNotice } from './ProjectNotice';
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

  return (
    <section className="project-section" aria-labelledby="project-devices-title" data-testid="project-devices">
      <div className="project-section-head">
        <h2 id="project-devices-title">{t('devices.title')}</h2>
        {machines.isSuccess ? <span className="projects-count">{t('devices.count', { count: machines.data.length })}</span> : null}
      </div>
      <p className="project-muted">{t('devices.reportCountRule', { per: new Intl.NumberFormat(lang === 'cn' ? 'zh-CN' : 'en-US').format(REPORT_COUNT_PER_PROJECT_MACHINE) })}</p>
      {owner ? <AddDeviceForm projectId={project.id} /> : null}
      {machines.isPending ? <p className="project-muted" role="status">{t('loading')}</p> : null}
      {machines.isError ? <ProjectNotice error={machines.error} title={t('devices.error')} onRetry={() => void machines.refetch()} testId="project-devices-error" /> : null}
      {machines.isSuccess && machines.data.length === 0 ? <p className="projects-empty" data-testid="project-devices-empty">{t(owner ? 'devices.emptyOwner' : 'devices.empty')}</p> : null}
      {machines.isSuccess && machines.data.length > 0 ? (
        <div className="projects-table-wrap" role="region" tabIndex={0} aria-label={t('devices.title')}>
          <table className="projects-table">
            <caption className="visually-hidden">{t('devices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('devices.name')}</th>
                <th scope="col">{t('devices.code')}</th>
                <th scope="col">{t('devices.state')}</th>
                <th scope="col">{t('members.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {machines.data.map((m) => (
                <tr key={m.machine_id} data-testid="project-device" data-id={m.machine_id}>
                  <td className="projects-text-cell">{nameOf(t, m)}</td>
                  <td className="project-code">{m.machine_code}</td>
                  <td><span className={m.state === 1 ? 'state-dot online' : 'state-dot'} aria-hidden="true" />{t(m.state === 1 ? 'devices.online' : 'devices.offline')}</td>
                  <td>
                    <span className="project-row-actions">
                      {mayVisit ? <VisitButton machine={{ ...m, emq_project_id: project.id }} mode="project" compact /> : null}
                      {owner ? (
                        <ActionButton outlined className="p-button-danger" icon="pi pi-minus-circle" label={t('devices.remove')}
                          aria-label={t('devices.removeLabel', { name: m.machine_name })} data-testid="project-device-remove"
                          onClick={() => { remove.reset(); setRemoving(m); }} />
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
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
