// /backManage: the enterprise's platform as members see it: the name and logo in the header (with a preview)
// and the projects switch (docs/decisions.md, issue 15). Saved through the platform extension call.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rasterTypeOf, toBase64 } from '../../domain/logoPicture';
import { checkLogoUrl, checkPlatformName, LOGO_DATA_URL_MAX, PLATFORM_NAME_MAX } from '../../domain/platform';
import type { Check } from '../../domain/validation';
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

/** logoTyped: the address came from the text field, where a data: address is refused (pictures are uploaded). */
type Draft = { platformName: string; applyLogoUrl: string; enableProject: boolean; logoTyped?: boolean; logoNotPicture?: boolean };

/** The file as a data URL typed by its bytes (a text file named .png is no picture); undefined when no raster picture. */
async function readPicture(file: File): Promise<string | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = rasterTypeOf(bytes);
  return type ? `data:image/${type};base64,${toBase64(bytes)}` : undefined;
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
  const logoCheck: Check = draft.logoNotPicture
    ? { ok: false, error: 'validation:platform.logoNotPicture' }
    : draft.logoTyped && /^\s*data:/i.test(draft.applyLogoUrl) ? { ok: false, error: 'validation:platform.logoTyped' } : checkLogoUrl(draft.applyLogoUrl);
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
        onChange={(e) => change({ applyLogoUrl: e.target.value, logoTyped: true, logoNotPicture: false })}
      />
      <p id={`${id}-logo-help`} className="admin-muted">{t('platform.logoHelp', { max: Math.floor(LOGO_DATA_URL_MAX / 1024) })}</p>
      <div className="admin-row">
        <label className="admin-file">
          <span>{t('platform.upload')}</span>
          <input
            type="file" accept="image/png,image/jpeg,image/gif,image/webp" data-testid="platform-logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void readPicture(file).then((url) => {
                setTried(true);
                setDraft((now) => now && (url ? { ...now, applyLogoUrl: url, logoTyped: false, logoNotPicture: false } : { ...now, logoNotPicture: true }));
              });
            }}
          />
        </label>
        <button type="button" className="admin-link" data-testid="platform-logo-clear" onClick={() => change({ applyLogoUrl: '', logoTyped: false, logoNotPicture: false })} disabled={!draft.applyLogoUrl}>
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
