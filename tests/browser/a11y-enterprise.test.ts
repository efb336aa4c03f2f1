// Axe on the enterprise user's screens, dialogs and administration, and a member's notice (tests/browser/a11yScreens.ts).
// Rows on one path follow each other, so they share the loaded screen.
import { harnessPerFile } from './support';
import { chooseEnterprise, describeScreens, detailTab, tid, type Screen } from './a11yScreens';

const h = harnessPerFile();

const SCREENS: Screen[] = [
  { name: 'device type 1', who: 'enterprise', path: '/device/?type=1', ready: tid('device-row') },
  { name: 'enterprise device detail, enterprise tab', who: 'enterprise', path: '/device/?type=1', ready: tid('device-row'), open: (p) => detailTab(p, 'enterprise') },
  { name: 'device type 2', who: 'enterprise', path: '/device/?type=2', ready: tid('maintenance-team') },
  { name: 'smsAlarm, enterprise settings with the transfer', who: 'enterprise', path: '/smsAlarm/?tab=settings', ready: tid('sms-transfer') },
  { name: 'smsAlarm, enterprise allocations', who: 'enterprise', path: '/smsAlarm/?tab=allocations', ready: `${tid('sms-record-row')}, ${tid('sms-records-empty')}` },
  { name: 'projects list', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row') },
  { name: 'create project dialog, name refused', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row'), open: (p) => p.getByTestId('project-create').click().then(() => p.getByTestId('project-create-submit').click()).then(() => p.locator('[data-testid="project-name"][aria-invalid="true"]').waitFor()) },
  { name: 'project page, owner', who: 'enterprise', path: '/project/?type=1', ready: tid('project-row'), open: (p) => p.getByTestId('project-open').first().click().then(() => p.locator(`${tid('project-log-empty')}, ${tid('project-delivery')}`).first().waitFor()) },
  // Last: these choose the enterprise with projects in the switcher, which the page keeps.
  {
    name: 'administrateCenter, the manager', who: 'enterprise', path: '/device/?type=1', ready: tid('device-row'),
    open: async (p, { h: harness, lang }) => {
      await chooseEnterprise(p);
      await p.goto(`${harness.url}/administrateCenter?lang=${lang}`);
      await p.getByTestId('admin-member').first().waitFor();
      await p.getByTestId('admin-team-list').waitFor();
      await p.getByTestId('admin-groups').waitFor();
      await p.getByTestId('admin-sms-member').first().waitFor();
    },
  },
  {
    name: 'backManage, an empty name refused', who: 'enterprise', path: '/backManage', ready: tid('platform-name'),
    open: async (p) => {
      await p.getByTestId('platform-name').fill('   ');
      await p.getByTestId('platform-save').click();
      await p.getByTestId('platform-name-error').filter({ hasText: /\S/ }).waitFor();
    },
  },
  { name: 'administrateCenter, a member who is not the manager', who: 'member', path: '/administrateCenter', ready: tid('admin-no-permission') },
];

describeScreens(h, SCREENS, ['enterprise', 'member']);
