// The frame of the sign-in pages (brand, language switch, the app-download QR, footer), drawn alike by the full
// console's LoginLayout and by /login's own first page (entry.tsx), so that the hand-over between them moves nothing.
import type { ReactNode } from 'react';
import { brandQrImagePath, brandText } from '../../domain/brands';
import { useConsole } from '../app/consoleContext';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { BrandMark } from '../layout/BrandMark';

export function LoginFrame({ children }: { children: ReactNode }) {
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
        <div className="login-content">{children}</div>
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
