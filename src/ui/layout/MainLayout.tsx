import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brandText } from '../../domain/brands';
import { useConsole } from '../app/runtime';
import { TV_MODE } from '../app/devicePlatform';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { ActionButton } from '../common/controls/ActionButton';
import { ENTERPRISE_HOME, PERSONAL_HOME } from '../common/homePath';
import { BrandMark } from './BrandMark';
import { EnterpriseSwitcher } from './EnterpriseSwitcher';
import { KickedOutDialog } from './KickedOutDialog';
import { Navigation } from './Navigation';
import { useEnterpriseMode } from './useEnterpriseMode';
import { useUserInfo } from './useUserInfo';
import { withLang } from '../app/langParam';
import { modeRedirect } from './modeRoutes';
import { SkipLinks } from './skipLinks';
import { useNavMenu } from './useNavMenu';

export default function MainLayout() {
  const { t, i18n } = useTranslation('layout');
  const { http, brand, lang, session, go } = useConsole();
  const user = useUserInfo(http);
  const mode = useEnterpriseMode(http);
  const hideMap = Number(user?.hide_map) === 1;
  // Without the layout texts the menu would be raw keys; the content area still works.
  const showNav = !TV_MODE && i18n.hasResourceBundle(lang, 'layout');
  const enterpriseBrand = mode.eid > 0 && mode.platform;
  const { pathname } = useLocation();
  // A page of the other mode leads to this mode's home (modeRoutes.ts), so header, menu and content agree.
  const menu = useNavMenu();
  const redirect = modeRedirect(pathname, { eid: mode.eid, enterprises: mode.enterprises.length, enableProject: mode.enableProject });

  return (
    <SkipLinks main={{ id: 'main', label: t('nav.skipToContent') }}>
    <div className={showNav ? `main-layout${menu.open ? ' nav-open' : ''}` : 'main-layout no-nav'}>
      <header className="main-header">
        {showNav ? (
          <button
            ref={menu.button}
            type="button"
            className="nav-toggle"
            data-testid="nav-toggle"
            aria-expanded={menu.open}
            aria-controls="main-nav"
            aria-label={t('nav.menu')}
            onClick={menu.toggle}
          >
            <i className={`pi ${menu.open ? 'pi-times' : 'pi-bars'}`} aria-hidden="true" />
          </button>
        ) : null}
        {enterpriseBrand ? (
          <BrandMark logo={mode.platform?.logo ?? ''} title={mode.platform?.name ?? ''} />
        ) : (
          <BrandMark logo={brand.logo} title={brandText(brand, lang, 'title')} />
        )}
        <EnterpriseSwitcher mode={mode} onPersonal={() => go(PERSONAL_HOME)} onEnterprise={() => go(ENTERPRISE_HOME)} />
        <span className="header-spacer" />
        <LanguageSwitch />
        <ActionButton
          text
          icon="pi pi-user"
          data-testid="user-name"
          label={user?.name || t('header.userInfo')}
          aria-label={`${t('header.userInfo')}${user?.name ? `: ${user.name}` : ''}`}
          onClick={() => go('/userInfo')}
        />
        <ActionButton
          text
          icon="pi pi-sign-out"
          data-testid="sign-out"
          label={t('header.signOut')}
          onClick={() => session.send({ type: 'LOGOUT' })}
        />
      </header>
      {showNav ? <Navigation eid={mode.eid} enableProject={mode.enableProject} hideMap={hideMap} /> : null}
      <main className="main-content" id="main" tabIndex={-1}>
        {redirect ? <Navigate to={withLang(redirect, lang)} replace /> : <Outlet />}
      </main>
      <KickedOutDialog />
    </div>
    </SkipLinks>
  );
}
