// The phone console's header: the brand's logo and name, and the language switch; the same on the phone's sign-in
// page (PhoneSignIn) and in the signed-in console (MobileConsole).
import { brandText } from '../../domain/brands';
import { useConsole } from '../app/consoleContext';
import { LanguageSwitch } from '../common/LanguageSwitch';

export function MobileHeader() {
  const { brand, lang } = useConsole();
  return (
    <header className="m-header">
      {/* Decoded off the critical path: drawing an SVG logo with text is a main-thread task on a slow phone. */}
      <img className="m-logo" src={brand.logo} alt="" width={32} height={32} decoding="async" />
      <span className="m-brand">{brandText(brand, lang, 'title')}</span>
      <LanguageSwitch />
    </header>
  );
}
