import { useTranslation } from 'react-i18next';

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {t('loading')}
    </div>
  );
}
