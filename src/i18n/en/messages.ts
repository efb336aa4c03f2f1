export default {
  title: 'Message centre',
  tabs: { label: 'Message types', alarm: 'Alarms', application: 'Applications', project: 'Project alarms', notice: 'Notices' },
  kind: {
    deviceAlarm: 'Device alarm',
    deviceVoice: 'Voice alarm',
    deviceBind: 'Bind request',
    deviceVisit: 'Visit request',
    projectAlarm: 'Project alarm',
    massTexting: 'Notice',
    system: 'System message',
  },
  // A request's title, built in the reader's language from what the message names (docs/decisions.md, "Console").
  titles: { bind: 'Bind request: {{applicant}} → {{device}}', visit: 'Visit request: {{applicant}} → {{device}}', bindBkey: 'Bkey request: {{applicant}} → {{device}}' },
  state: { unread: 'Unread', read: 'Read', expired: 'Expired' },
  unreadCount: '{{count}} unread',
  empty: 'No messages here.',
  error: 'The messages could not be loaded.',
  actions: { readAll: 'Mark all read', read: 'Mark read', clear: 'Clear', review: 'Review', cancel: 'Cancel' },
  clear: { title: 'Clear messages?', body: 'Every message under “{{tab}}” will be deleted. This cannot be undone.' },
  detail: { kind: 'Type', device: 'Device', time: 'Time', content: 'Content' },
  pager: { label: 'Pages', previous: 'Previous page', next: 'Next page', position: 'Page {{page}} of {{pages}}' },
};
