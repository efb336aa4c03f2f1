export default {
  title: 'Cloud map',
  mode: { personal: 'My devices', enterprise: 'Devices of {{name}}' },
  loading: 'Loading the devices…',
  error: 'The devices for the map could not be loaded.',
  empty: 'No device has a location yet.',
  count: '{{located}} of {{count}} devices on the map',
  legend: { online: 'Online', offline: 'Offline', cluster: 'Group of devices (click to zoom in)' },
  cluster: '{{count}} devices, {{online}} online: zoom in',
  noTiles: 'No map background is configured on this system; devices are placed on a plain grid.',
  popup: { open: 'Open device details', code: 'Machine code', state: 'State', address: 'Address' },
  hide: {
    button: 'Hide map from menu',
    show: 'Show map in menu',
    hidden: 'The cloud map is hidden from the menu. You can show it again here.',
    doneHidden: 'The map is hidden from the menu',
    doneShown: 'The map is back in the menu',
  },
};
