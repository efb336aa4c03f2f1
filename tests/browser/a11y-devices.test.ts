// Axe on the personal device list, its dialogs and every tab of a device's detail (tests/browser/a11yScreens.ts).
// Consecutive rows share the loaded list; the detail's tabs are clicked in turn in its open dialog.
import { harnessPerFile } from './support';
import { describeScreens, detailTab, tid, type Screen } from './a11yScreens';

const h = harnessPerFile();

const SCREENS: Screen[] = [
  { name: 'index (list)', who: 'personal', path: '/index/?listType=list', ready: tid('device-row') },
  { name: 'add device dialog', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('add-open').click().then(() => p.getByTestId('add-dialog').waitFor()) },
  { name: 'groups dialog', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('groups-open').click().then(() => p.getByTestId('groups-dialog').waitFor()) },
  ...['overview', 'edit', 'location', 'iot', 'authority'].map((tab): Screen => ({
    name: `device detail, ${tab} tab`, who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => detailTab(p, tab), within: tab !== 'overview',
  })),
  // Last: the card view stays chosen on the page.
  { name: 'index (cards)', who: 'personal', path: '/index/?listType=list', ready: tid('device-row'), open: (p) => p.getByTestId('view-cards').click().then(() => p.getByTestId('device-card').first().waitFor()) },
];

describeScreens(h, SCREENS, ['personal']);
