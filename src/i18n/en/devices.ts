export default {
  title: 'My devices',
  search: { label: 'Search devices', placeholder: 'Name, alias or machine code' },
  view: { label: 'View', list: 'List', cards: 'Cards' },
  columns: { name: 'Name', alias: 'Alias', code: 'Machine code', state: 'State', role: 'Role' },
  state: { online: 'Online', offline: 'Offline' },
  role: { owner: 'Owner', admin: 'Admin', visitor: 'Visitor' },
  empty: 'No devices yet.',
  noMatch: 'No device matches “{{query}}”.',
  error: 'The device list could not be loaded.',
  count: '{{count}} devices',
};
