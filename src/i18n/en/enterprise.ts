export default {
  title: { enterprise: 'Enterprise devices', maintenance: 'Maintenance devices' },
  noEnterprise: 'Choose an enterprise in the header to see its devices.',
  group: { label: 'Device group', all: 'All groups', option: '{{name}} ({{count}})' },
  empty: { enterprise: 'This enterprise has no device you own or manage.', maintenance: 'You maintain no device of this enterprise.' },
  error: 'The enterprise device list could not be loaded.',
  remark: {
    edit: 'Edit the maintenance remark of {{name}}',
    title: 'Maintenance remark',
    label: 'Remark (up to 10 characters)',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Maintenance remark saved',
    none: '—',
  },
};
