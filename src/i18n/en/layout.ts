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
    reason: 'The cloud’s reason: “{{reason}}”',
    tooManySessions: 'This account had too many sessions open, so the oldest one (this one) was ended (IP: {{loginIp}}).',
    // Reasons the cloud names when it ends a session itself (issue 11); any other reason is shown as sent.
    revoked: 'This session was ended from the security centre (IP: {{loginIp}}).',
    passwordChanged: 'The password of this account was changed (IP: {{loginIp}}). Please sign in with the new password.',
    action: 'Sign in again',
  },
  download: {
    prompt: 'Scan to download the app',
  },
};
