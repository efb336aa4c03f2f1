import { Outlet } from 'react-router';
import { brandQrImagePath, brandText } from '../../domain/brands';
import { useConsole } from '../app/runtime';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { BrandMark } from './BrandMark';

export default function LoginLayout() {
  const { brand, lang } = useConsole();
  const title = brandText(brand, lang, 'title');
  const downloadPrompt = brandText(brand, lang, 'downloadPrompt');
  return (
    <div className="login-layout">
      <header className="login-header">
        <BrandMark logo={brand.logo} title={title} />
        <LanguageSwitch />
      </header>
      <main className="login-main" id="main">
        <div className="login-content">
          <Outlet />
        </div>
        {brand.loginQrUrl ? (
          <aside className="login-download" aria-label={downloadPrompt} data-testid="app-download-qr">
            <img src={brandQrImagePath(brand)} width={112} height={112} alt={downloadPrompt} />
            <p>{downloadPrompt}</p>
          </aside>
        ) : null}
      </main>
      <footer className="login-footer">{brandText(brand, lang, 'footer')}</footer>
    </div>
  );
}
