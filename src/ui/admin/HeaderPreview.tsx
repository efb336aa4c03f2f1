import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console header as members will see it with these settings (the enterprise name and logo of MainLayout). A
 * logo that fails to load shows the neutral mark, as the header does.
 */
export function HeaderPreview({ name, logo }: { name: string; logo: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState<string>();
  const shown = logo && failed !== logo;
  return (
    <figure className="admin-preview" data-testid="platform-preview">
      <figcaption>{t('platform.preview')}</figcaption>
      <div className="admin-preview-bar">
        {shown
          ? <img src={logo} alt="" className="admin-preview-logo" data-testid="platform-preview-logo" onError={() => setFailed(logo)} />
          : <i className="pi pi-building admin-preview-logo" aria-hidden="true" data-testid={logo ? 'platform-preview-logo-failed' : undefined} />}
        <span className="admin-preview-name" data-testid="platform-preview-name">{name || t('platform.unnamed')}</span>
      </div>
    </figure>
  );
}
