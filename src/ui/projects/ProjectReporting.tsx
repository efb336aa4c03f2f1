// Reporting to the customer's server: the address, ON or OFF, the secret key that signs each report (masked,
// copied, reset after a confirmation; the previous key keeps signing for a grace period) and the delivery log.
// Server, key and log are the owner's; members see whether reporting is on.
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverFormSchema } from '../../domain/formSchemas';
import { KEY_GRACE_PERIOD_MS, maskSecret } from '../../domain/projects';
import type { Project, ProjectServer } from '../../domain/wire/project';
import { useConsole } from '../app/runtime';
import { ActionButton } from '../common/controls/ActionButton';
import { TextInput } from '../common/controls/TextInput';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { DeliveryLog, timeText } from './DeliveryLog';
import { InlineFailure, ProjectNotice } from './ProjectNotice';
import { projectInfoQuery, projectServerQuery, useEditProject } from './queries';

const GRACE_HOURS = Math.round(KEY_GRACE_PERIOD_MS / 3_600_000);

export function ProjectReporting({ project, owner }: { project: Project; owner: boolean }) {
  const { t } = useTranslation('projects');
  const on = project.report_state === 1;
  return (
    <section className="project-section" aria-labelledby="project-reporting-title" data-testid="project-reporting">
      <div className="project-section-head">
        <h2 id="project-reporting-title">{t('reporting.title')}</h2>
        <span className={on ? 'report-badge on' : 'report-badge'} data-testid="project-report-state">{t(on ? 'reporting.on' : 'reporting.off')}</span>
      </div>
      {owner ? <OwnerReporting project={project} /> : <p className="project-muted" data-testid="project-reporting-member">{t('reporting.memberNote')}</p>}
    </section>
  );
}

function OwnerReporting({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const { http } = useConsole();
  const server = useQuery(projectServerQuery(http, project.id));
  const info = useQuery(projectInfoQuery(http, project.id, project.report_state === 1));

  if (server.isPending) return <p className="project-muted" role="status">{t('loading')}</p>;
  if (server.isError) return <ProjectNotice error={server.error} title={t('reporting.error')} onRetry={() => void server.refetch()} testId="project-server-error" />;
  return (
    <>
      <ServerForm key={server.data.server} project={project} server={server.data} />
      <SecretKey project={project} server={server.data} />
      <h3 className="project-subtitle">{t('log.title')}</h3>
      {info.isError ? <ProjectNotice error={info.error} title={t('log.error')} onRetry={() => void info.refetch()} testId="project-log-error" /> : null}
      {info.isSuccess ? <DeliveryLog info={info.data} /> : null}
    </>
  );
}

/** The address and the ON/OFF switch; reporting needs a saved address. */
function ServerForm({ project, server }: { project: Project; server: ProjectServer }) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const id = useId();
  const save = useEditProject(http);
  const toggle = useEditProject(http);
  const form = useKitForm(serverFormSchema, { server: server.server });
  const address = useWatch({ control: form.control, name: 'server' });
  const on = project.report_state === 1;

  // The schema yields the trimmed address; a refused one is never sent.
  const submit = form.handleSubmit(({ server: next }) => {
    if (save.isPending) return;
    // Clearing the address turns reporting off: there is nowhere to send to.
    save.mutate({ id: project.id, server: next, ...(next === '' ? { report_state: 0 as const } : {}) }, {
      onSuccess: () => notify.success('projects:server.saved'),
    });
  });

  return (
    <>
      <form className="project-inline-form" onSubmit={(event) => void submit(event)} data-testid="project-server-form" noValidate>
        <Field id={`${id}-server`} className="project-field project-field-grow" label={t('server.label')} error={form.formState.errors.server}>
          {({ invalid, ...control }) => (
            <>
              <TextInput {...control} aria-describedby={control['aria-describedby'] ?? `${id}-server-help`} type="url" inputMode="url"
                data-testid="project-server" placeholder="https://" invalid={invalid} {...form.register('server', { onChange: () => save.reset() })} />
              {invalid ? null : <small id={`${id}-server-help`} className="project-help">{t('server.help')}</small>}
            </>
          )}
        </Field>
        <ActionButton type="submit" icon="pi pi-save" label={t('actions.save')} busy={save.isPending} disabled={address.trim() === server.server} data-testid="project-server-save" />
        <InlineFailure error={save.error} testId="project-server-error" />
      </form>
      <label className="project-switch">
        <input type="checkbox" role="switch" data-testid="project-report-switch" checked={on} disabled={toggle.isPending || (!on && server.server === '')}
          aria-describedby={`${id}-switch-help`}
          onChange={(e) => toggle.mutate({ id: project.id, report_state: e.target.checked ? 1 : 0 }, {
            onSuccess: () => notify.success(e.target.checked ? 'projects:reporting.turnedOn' : 'projects:reporting.turnedOff'),
          })} />
        <span>{t('reporting.switch')}</span>
      </label>
      <p id={`${id}-switch-help`} className="project-muted">{server.server === '' ? t('reporting.needsServer') : t(on ? 'reporting.onHelp' : 'reporting.offHelp', { server: server.server })}</p>
      <InlineFailure error={toggle.error} testId="project-report-error" />
    </>
  );
}

function SecretKey({ project, server }: { project: Project; server: ProjectServer }) {
  const { t } = useTranslation('projects');
  const { http, notify } = useConsole();
  const reset = useEditProject(http);
  const [asking, setAsking] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(server.secret_key);
      setCopyFailed(false);
      notify.success('projects:key.copied');
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <div className="project-key" data-testid="project-key">
      <span className="project-key-label">{t('key.label')}</span>
      <code className="project-key-value" data-testid="project-key-value" aria-label={t('key.masked')}>{maskSecret(server.secret_key)}</code>
      <ActionButton outlined icon="pi pi-copy" label={t('key.copy')} data-testid="project-key-copy" onClick={() => void copy()} />
      <ActionButton outlined className="p-button-danger" icon="pi pi-refresh" label={t('key.reset')} data-testid="project-key-reset"
        onClick={() => { reset.reset(); setAsking(true); }} />
      {copyFailed ? <p className="p-error project-inline-error" role="alert">{t('key.copyFailed')}</p> : null}
      {server.previousKeyValidUntil ? (
        <p className="project-grace" role="status" data-testid="project-key-grace">{t('key.grace', { time: timeText(server.previousKeyValidUntil) })}</p>
      ) : null}
      {asking ? (
        <ConfirmDialog
          title={t('key.resetTitle', { name: project.name })}
          body={t('key.resetBody', { hours: GRACE_HOURS })}
          confirmLabel={t('key.reset')}
          cancelLabel={t('actions.cancel')}
          icon="pi pi-refresh"
          busy={reset.isPending}
          testId="project-key-reset-dialog"
          onConfirm={() => reset.mutate({ id: project.id, resetKey: 1 }, {
            onSuccess: () => {
              notify.success('projects:key.resetDone');
              setAsking(false);
            },
          })}
          onCancel={() => setAsking(false)}
        />
      ) : null}
      {!asking ? <InlineFailure error={reset.error} testId="project-key-error" /> : null}
    </div>
  );
}
