export default {
  label: 'Control-room wall',
  mode: { personal: 'Personal devices', enterprise: 'Enterprise: {{name}}' },
  counts: { label: 'Device counts', online: 'Online', offline: 'Offline', alarming: 'Alarming', total_one: '{{count}} device', total_other: '{{count}} devices' },
  latest: { title: 'Latest alarms', empty: 'No alarms.', error: 'The alarms could not be loaded.' },
  live: { open: 'Live', waiting: 'Reconnecting…' },
  error: 'The devices could not be loaded.',
  device: '{{name}} ({{state}})',
  alarmingMarker: '{{name}}: active alarm',
  cluster_one: '{{count}} device, {{online}} online',
  cluster_other: '{{count}} devices, {{online}} online',
};
