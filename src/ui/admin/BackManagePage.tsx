// /backManage: the enterprise's platform as members see it: the name and logo in the header (with a preview)
// and the projects switch (docs/decisions.md, issue 15). Saved through the platform extension call.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkLogoUrl, checkPlatformName, LOGO_DATA_URL_MAX, PLATFORM_NAME_MAX } from '../../domain/platform';
import { isNotOffered, outcomeMessage } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { loadState } from '../data/loadState';
import { AdminPage, EnterpriseGate } from './EnterpriseGate';
import { HeaderPreview } from './HeaderPreview';
import { enterpriseInfoQuery, useUpdatePlatform } from './queries';
import './admin.css';

type Draft = { platformName: string; applyLogoUrl: string; enableProject: boolean };

function readPicture(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

function PlatformForm({ eid }: { eid: number }) {
  const { t } = useTranslation(['admin', 'validation']);
  const { http, notify } = useConsole();
  const id = useId();
  const info = useQuery(enterpriseInfoQuery(http, eid));
  const state = loadState(info);
  const save = useUpdatePlatform(http);
  const [draft, setDraft] = useState<Draft | undefined>();
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (state.status === 'ready' && draft === undefined) {
      setDraft({ platformName: state.data.platformName, applyLogoUrl: state.data.applyLogoUrl, enableProject: state.data.enableProject });
    }
  }, [state, draft]);

  if (state.status === 'loading' || (state.status === 'ready' && !draft)) return <PageLoading />;
  if (state.status === 'error') return <LoadError title={t('loadError')} outcome={state.outcome} onRetry={() => void info.refetch()} testId="platform-error" />;
  if (!draft) return null;

  const nameCheck = checkPlatformName(draft.platformName);
  const logoCheck = checkLogoUrl(draft.applyLogoUrl);
  const failure = outcomeOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!nameCheck.ok || !logoCheck.ok) return;
    save.mutate(
      { eid, platformName: draft.platformName.trim(), applyLogoUrl: draft.applyLogoUrl.trim(), enableProject: draft.enableProject },
      { onSuccess: () => notify.success('admin:platform.saved') },
    );
  };
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const limits = { max: PLATFORM_NAME_MAX };

  return (
    <form className="admin-card admin-form" onSubmit={submit} noValidate data-testid="platform-form">
      <h2>{t('platform.title')}</h2>
      <label htmlFor={`${id}-name`}>{t('platform.name')}</label>
      <input
        id={`${id}-name`} data-testid="platform-name" value={draft.platformName} maxLength={PLATFORM_NAME_MAX * 2}
        aria-invalid={tried && !nameCheck.ok} aria-describedby={`${id}-name-error`}
        onChange={(e) => change({ platformName: e.target.value })}
      />
      <p id={`${id}-name-error`} className="admin-field-error" data-testid="platform-name-error">
        {tried && !nameCheck.ok ? t(nameCheck.error, limits) : ''}
      </p>
      <label htmlFor={`${id}-logo`}>{t('platform.logo')}</label>
      <input
        id={`${id}-logo`} data-testid="platform-logo" value={draft.applyLogoUrl.startsWith('data:') ? t('platform.uploaded') : draft.applyLogoUrl}
        readOnly={draft.applyLogoUrl.startsWith('data:')} aria-invalid={tried && !logoCheck.ok} aria-describedby={`${id}-logo-help ${id}-logo-error`}
        onChange={(e) => change({ applyLogoUrl: e.target.value })}
      />
      <p id={`${id}-logo-help`} className="admin-muted">{t('platform.logoHelp', { max: Math.floor(LOGO_DATA_URL_MAX / 1024) })}</p>
      <div className="admin-row">
        <label className="admin-file">
          <span>{t('platform.upload')}</span>
          <input
            type="file" accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml" data-testid="platform-logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void readPicture(file).then((url) => change({ applyLogoUrl: url }));
            }}
          />
        </label>
        <button type="button" className="admin-link" data-testid="platform-logo-clear" onClick={() => change({ applyLogoUrl: '' })} disabled={!draft.applyLogoUrl}>
          {t('platform.noLogo')}
        </button>
      </div>
      <p id={`${id}-logo-error`} className="admin-field-error" data-testid="platform-logo-error">
        {tried && !logoCheck.ok ? t(logoCheck.error, { max: Math.floor(LOGO_DATA_URL_MAX / 1024) }) : ''}
      </p>
      <label className="admin-switch">
        <input type="checkbox" role="switch" data-testid="platform-projects" checked={draft.enableProject} onChange={(e) => change({ enableProject: e.target.checked })} />
        <span>{t('platform.projects')}</span>
      </label>
      <p className="admin-muted">{t('platform.projectsHelp')}</p>
      <HeaderPreview name={draft.platformName.trim()} logo={logoCheck.ok ? draft.applyLogoUrl.trim() : ''} />
      {failure ? (
        <p className="admin-field-error" role="alert" data-testid="platform-save-error">
          {isNotOffered(failure) ? t('notOffered') : t(outcomeMessage(failure).key, outcomeMessage(failure).values ?? {})}
        </p>
      ) : null}
      <div className="admin-row">
        <button type="submit" className="admin-primary" data-testid="platform-save" disabled={save.isPending}>
          {save.isPending ? t('platform.saving') : t('platform.save')}
        </button>
      </div>
    </form>
  );
}

export default function BackManagePage() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage title={t('backManage.title')} testId="back-manage">
      <p className="admin-intro">{t('backManage.intro')}</p>
      <EnterpriseGate>{(eid) => <PlatformForm eid={eid} />}</EnterpriseGate>
    </AdminPage>
  );
}
