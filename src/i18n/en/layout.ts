export default {
  nav: {
    menu: 'Menu',
    label: 'Main navigation',
    skipToContent: 'Skip to main content',
    home: 'My devices',
    cloudMap: 'Cloud map',
    enterpriseDevices: 'Enterprise devices',
    maintenanceDevices: 'Maintenance devices',
    enterpriseProjects: 'Enterprise projects',
    maintenanceProjects: 'Maintenance projects',
    msgCenter: 'Message centre',
    alarmCenter: 'Alarm centre',
    smsAlarm: 'SMS and e-mail alarms',
    safety: 'Security centre',
    dataCenter: 'Data centre',
    ezviz: 'Camera cloud',
    administrateCenter: 'Enterprise admin',
    backManage: 'Platform settings',
  },
  header: {
    userInfo: 'User info',
    signOut: 'Sign out',
    unread: '{{count}} unread messages',
  },
  enterprise: {
    label: 'Switch platform',
    personal: 'Personal devices',
    cloudDevices: 'Cloud devices',
  },
  kicked: {
    title: 'Signed out',
    body: 'Your account signed in somewhere else (IP: {{loginIp}}).',
    reason: 'Reason: {{reason}}',
    // Reasons the cloud names when it ends a session itself (docs/decisions.md, "Accounts and sign-in"); any other reason is shown as sent.
    revoked: 'This session was ended from the security centre (IP: {{loginIp}}).',
    passwordChanged: 'The password of this account was changed (IP: {{loginIp}}). Please sign in with the new password.',
    action: 'Sign in again',
  },
  download: {
    prompt: 'Scan to download the app',
  },
};
