export default {
  label: 'Control-room wall',
  mode: { personal: 'Personal devices', enterprise: 'Enterprise: {{name}}' },
  counts: { label: 'Device counts', online: 'Online', offline: 'Offline', alarming: 'Alarming', total: '{{count}} devices' },
  latest: { title: 'Latest alarms', empty: 'No alarms.', error: 'The alarms could not be loaded.' },
  live: { open: 'Live', waiting: 'Reconnecting…' },
  error: 'The devices could not be loaded.',
  device: '{{name}} ({{state}})',
  alarmingMarker: '{{name}}: active alarm',
  cluster: '{{count}} devices, {{online}} online',
};
