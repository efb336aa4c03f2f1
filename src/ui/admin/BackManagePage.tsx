// /backManage: the enterprise's platform as members see it: the name and logo in the header (with a preview)
// and the projects switch (docs/decisions.md, "Data centre, enterprise administration, back-office"). Saved through the platform extension call.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rasterTypeOf, toBase64 } from '../../domain/logoPicture';
import { checkLogoDraft, platformSchema, type LogoDraft } from '../../domain/forms/admin';
import { LOGO_DATA_URL_MAX, PLATFORM_NAME_MAX } from '../../domain/platform';
import type { EnterpriseInfo } from '../../domain/wire/enterpriseDevices';
import { isNotOffered, outcomeMessage } from '../../domain/resultCodes';
import { useConsole } from '../app/runtime';
import { LoadError } from '../common/LoadError';
import { PageLoading } from '../common/PageLoading';
import { outcomeOf } from '../data/callQuery';
import { loadState } from '../data/loadState';
import { Field } from '../kit/Field';
import { useKitForm } from '../kit/form';
import { AdminPage, EnterpriseGate } from './EnterpriseGate';
import { HeaderPreview } from './HeaderPreview';
import { enterpriseInfoQuery, useUpdatePlatform } from './queries';
import './admin.css';

/** The file as a data URL typed by its bytes (a text file named .png is no picture); undefined when no raster picture. */
async function readPicture(file: File): Promise<string | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = rasterTypeOf(bytes);
  return type ? `data:image/${type};base64,${toBase64(bytes)}` : undefined;
}

function PlatformForm({ eid }: { eid: number }) {
  const { t } = useTranslation(['admin', 'validation']);
  const { http } = useConsole();
  const info = useQuery(enterpriseInfoQuery(http, eid));
  const state = loadState(info);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <LoadError title={t('loadError')} outcome={state.outcome} onRetry={() => void info.refetch()} testId="platform-error" />;
  // The form starts from the cloud's settings once; a later refetch does not overwrite what is being edited.
  return <PlatformFields eid={eid} saved={state.data} />;
}

function PlatformFields({ eid, saved }: { eid: number; saved: EnterpriseInfo }) {
  const { t } = useTranslation(['admin', 'validation']);
  const { http, notify } = useConsole();
  const id = useId();
  const save = useUpdatePlatform(http);
  const form = useKitForm(platformSchema, {
    platformName: saved.platformName, applyLogoUrl: saved.applyLogoUrl, enableProject: saved.enableProject, logoTyped: false, logoNotPicture: false,
  });
  const { errors, isSubmitted } = form.formState;
  const [platformName, logo, logoTyped, logoNotPicture] = useWatch({ control: form.control, name: ['platformName', 'applyLogoUrl', 'logoTyped', 'logoNotPicture'] });
  const uploaded = logo.startsWith('data:');
  const failure = outcomeOf(save.error);
  const logoKb = { max: Math.floor(LOGO_DATA_URL_MAX / 1024) };

  /** A new logo (typed, uploaded or none): checked at once once the form was submitted or a file was chosen. */
  const setLogo = (next: LogoDraft, check: boolean) => {
    form.setValue('applyLogoUrl', next.applyLogoUrl);
    form.setValue('logoTyped', next.logoTyped);
    form.setValue('logoNotPicture', next.logoNotPicture);
    if (check || isSubmitted) void form.trigger('applyLogoUrl');
  };
  const submit = form.handleSubmit((platform) => {
    save.mutate({ eid, ...platform }, { onSuccess: () => notify.success('admin:platform.saved') });
  });

  return (
    <form className="admin-card admin-form" onSubmit={(e) => void submit(e)} noValidate data-testid="platform-form">
      <h2>{t('platform.title')}</h2>
      <Field id={`${id}-name`} label={t('platform.name')} error={errors.platformName} values={{ max: PLATFORM_NAME_MAX }} errorTestId="platform-name-error">
        {({ invalid, ...aria }) => <input {...aria} data-testid="platform-name" maxLength={PLATFORM_NAME_MAX} className={invalid ? 'p-invalid' : undefined} {...form.register('platformName')} />}
      </Field>
      <Field id={`${id}-logo`} label={t('platform.logo')} error={errors.applyLogoUrl} values={logoKb} errorTestId="platform-logo-error"
        help={t('platform.logoHelp', logoKb)} helpClassName="admin-muted">
        {({ invalid, ...aria }) => (
          <input {...aria} data-testid="platform-logo" className={invalid ? 'p-invalid' : undefined} value={uploaded ? t('platform.uploaded') : logo} readOnly={uploaded}
            onChange={(e) => setLogo({ applyLogoUrl: e.target.value, logoTyped: true, logoNotPicture: false }, false)} />
        )}
      </Field>
      <div className="admin-row">
        <label className="admin-file">
          <span>{t('platform.upload')}</span>
          <input
            type="file" accept="image/png,image/jpeg,image/gif,image/webp" data-testid="platform-logo-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              void readPicture(file).then((url) => setLogo(url ? { applyLogoUrl: url, logoTyped: false, logoNotPicture: false } : { applyLogoUrl: logo, logoTyped, logoNotPicture: true }, true));
            }}
          />
        </label>
        <button type="button" className="admin-link" data-testid="platform-logo-clear" onClick={() => setLogo({ applyLogoUrl: '', logoTyped: false, logoNotPicture: false }, false)} disabled={!logo}>
          {t('platform.noLogo')}
        </button>
      </div>
      <label className="admin-switch">
        <input type="checkbox" role="switch" data-testid="platform-projects" {...form.register('enableProject')} />
        <span>{t('platform.projects')}</span>
      </label>
      <p className="admin-muted">{t('platform.projectsHelp')}</p>
      <HeaderPreview name={platformName.trim()} logo={checkLogoDraft({ applyLogoUrl: logo, logoTyped, logoNotPicture }).ok ? logo.trim() : ''} />
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
