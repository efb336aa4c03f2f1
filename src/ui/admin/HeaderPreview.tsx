import { useTranslation } from 'react-i18next';

/** The console header as members will see it with these settings (the enterprise name and logo of MainLayout). */
export function HeaderPreview({ name, logo }: { name: string; logo: string }) {
  const { t } = useTranslation('admin');
  return (
    <figure className="admin-preview" data-testid="platform-preview">
      <figcaption>{t('platform.preview')}</figcaption>
      <div className="admin-preview-bar">
        {logo ? <img src={logo} alt="" className="admin-preview-logo" data-testid="platform-preview-logo" /> : <i className="pi pi-building admin-preview-logo" aria-hidden="true" />}
        <span className="admin-preview-name" data-testid="platform-preview-name">{name || t('platform.unnamed')}</span>
      </div>
    </figure>
  );
}
