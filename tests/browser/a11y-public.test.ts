// Axe on the signed-out screens and on a freshly registered user's own account screens (tests/browser/a11yScreens.ts).
import { harnessPerFile } from './support';
import { describeScreens, tid, twoFactorStep, type Screen } from './a11yScreens';

const h = harnessPerFile();

const SCREENS: Screen[] = [
  { name: 'landing (/main) with the apps', who: 'anonymous', path: '/main', ready: tid('landing-app-tv') },
  { name: 'login', who: 'anonymous', path: '/login', ready: tid('login-submit') },
  { name: 'login, e-mail tab', who: 'anonymous', path: '/login', ready: tid('login-submit'), open: (p) => p.getByTestId('login-tab-email').click().then(() => p.locator('[data-testid="login-tab-email"][aria-selected="true"]').waitFor()) },
  { name: 'login, QR tab', who: 'anonymous', path: '/login', ready: tid('login-submit'), open: (p) => p.getByTestId('login-tab-qr').click().then(() => p.getByTestId('qr-code').waitFor()) },
  { name: 'register', who: 'anonymous', path: '/register', ready: tid('register-name') },
  { name: 'registerByEmail', who: 'anonymous', path: '/registerByEmail', ready: tid('register-name') },
  { name: 'forgetPwd', who: 'anonymous', path: '/forgetPwd', ready: '[data-testid^="forget-"]' },
  { name: 'loginTimeout', who: 'anonymous', path: '/loginTimeout', ready: tid('login-timeout') },
  { name: 'scadaRegister, every field refused', who: 'anonymous', path: '/scadaRegister', ready: tid('scada-submit'), open: (p) => p.getByTestId('scada-submit').click().then(() => p.getByTestId('scada-account-error').waitFor()) },
  // The API reference's renderer is not ours (its findings are in docs/decisions.md): its chunk is blocked, so the
  // page shows its own notice, which is what is scanned.
  { name: 'apiDoc, the renderer unavailable', who: 'anonymous', path: '/apiDoc', ready: tid('apidoc-error'), before: async (p) => { await p.route(/ScalarReference-[^/]*\.js$/, (route) => route.abort()); } },
  { name: 'login, the two-factor code step', who: 'anonymous', path: '/login', ready: tid('login-submit'), open: twoFactorStep },
  { name: 'userInfo', who: 'fresh', path: '/userInfo', ready: `${tid('friends-empty')}, ${tid('friends-list')}` },
  {
    name: 'modifyPhone, the new number step', who: 'fresh', path: '/modifyPhone', ready: tid('modify-password'),
    open: async (p, { user }) => {
      await p.getByTestId('modify-password').fill(user!.password);
      await p.getByTestId('modify-password-submit').click();
      await p.getByTestId('modify-address').waitFor();
    },
  },
  // A second session, so that "end the other sessions" has one to end.
  { name: 'safety', who: 'fresh', path: '/safety/', ready: tid('safety-terminal'), before: async (_p, { h: harness, user, lang }) => void (await harness.signedInPage(user!, { lang })) },
  { name: 'safety, ending the other sessions confirmed', who: 'fresh', path: '/safety/', ready: tid('safety-terminal'), open: (p) => p.getByTestId('safety-revoke-others').click().then(() => p.getByTestId('safety-confirm').waitFor()) },
];

describeScreens(h, SCREENS, ['anonymous', 'fresh']);
