export default {
  close: 'Close',
  fullText: 'Show full text',
  alert: {
    deviceAlarm: 'Alarm on device {{device}}',
    deviceVoice: 'Voice alarm on device {{device}}',
    projectAlarm: 'Project alarm on device {{device}}',
    deviceBind: 'Bind request for device {{device}}',
    deviceVisit: 'Visit request for device {{device}}',
    bindResult: 'Your bind request for device {{device}} was answered',
    visitResult: 'Your visit request for device {{device}} was answered',
    many_one: '{{count}} new notification',
    many_other: '{{count}} new notifications',
    manyAlarms_one: '{{count}} new alarm',
    manyAlarms_other: '{{count}} new alarms',
  },
  approval: {
    deviceBind: 'Someone asks to bind device {{device}}',
    deviceVisit: 'Someone asks to visit device {{device}}',
    review: 'Review',
  },
  sound: {
    blocked: 'The browser blocked the alarm sound.',
    enable: 'Enable sound',
  },
  settings: {
    label: 'Notification settings',
    mute: 'Mute alarm sound',
    desktop: 'Desktop notifications',
    desktopDenied: 'Desktop notifications are blocked in this browser’s settings.',
    desktopUnsupported: 'This browser has no desktop notifications.',
  },
};
