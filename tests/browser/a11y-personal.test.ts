// Axe on the personal user's screens beyond the device list (tests/browser/a11yScreens.ts; the list: a11y-devices).
import { harnessPerFile } from './support';
import { describeScreens, tid, type Screen } from './a11yScreens';

const h = harnessPerFile();

const SCREENS: Screen[] = [
  { name: 'cloudmap', who: 'personal', path: '/cloudmap/', ready: tid('cloud-map') },
  { name: 'mapcanvas (wall)', who: 'personal', path: '/mapcanvas', ready: '[data-testid="wall-map"][data-painted="true"]' },
  { name: 'msgCenter', who: 'personal', path: '/msgCenter/', ready: '[data-testid^="msg-tab-"]' },
  { name: 'alarmCenter', who: 'personal', path: '/alarmCenter/', ready: tid('alarm-kanban') },
  { name: 'recoverPwd', who: 'personal', path: '/recoverPwd/', ready: '[data-testid^="recover-"]' },
  { name: 'dataCenter with its charts', who: 'personal', path: '/dataCenter/', ready: `${tid('dc-card-online')} svg` },
  { name: 'dataCenter, a chart as a table', who: 'personal', path: '/dataCenter/', ready: `${tid('dc-card-online')} svg`, open: (p) => p.getByTestId('dc-toggle-availability').click().then(() => p.getByTestId('dc-table-availability').waitFor()) },
  { name: 'ezviz, no account yet', who: 'personal', path: '/ezviz/', ready: tid('ezviz-empty') },
  {
    name: 'ezviz, the account form refused', who: 'personal', path: '/ezviz/', ready: tid('ezviz-empty'),
    open: async (p) => {
      await p.getByTestId('ezviz-add').click();
      await p.getByTestId('ezviz-form').waitFor();
      await p.getByTestId('ezviz-save').click();
      await p.getByTestId('ezviz-name-error').waitFor();
    },
  },
  { name: 'smsAlarm, settings', who: 'personal', path: '/smsAlarm/?tab=settings', ready: tid('sms-forecast') },
  { name: 'smsAlarm, receivers with errors', who: 'personal', path: '/smsAlarm/?tab=receivers', ready: tid('sms-receiver-add'), open: (p) => p.getByTestId('sms-receiver-add').click().then(() => p.getByTestId('sms-receiver-email-error').waitFor()) },
  { name: 'smsAlarm, SMS log', who: 'personal', path: '/smsAlarm/?tab=smsLog', ready: `${tid('sms-log-row')}, ${tid('sms-log-empty')}` },
  { name: 'smsAlarm, sales records', who: 'personal', path: '/smsAlarm/?tab=sales', ready: `${tid('sms-record-row')}, ${tid('sms-records-empty')}` },
  { name: 'backManage, a personal user', who: 'personal', path: '/backManage', ready: tid('admin-no-enterprise') },
];

describeScreens(h, SCREENS, ['personal']);
