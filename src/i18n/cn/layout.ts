export default {
  nav: {
    menu: '菜单',
    label: '主导航',
    skipToContent: '跳到主要内容',
    home: '我的设备',
    cloudMap: '云地图',
    enterpriseDevices: '企业设备',
    maintenanceDevices: '运维设备',
    enterpriseProjects: '企业项目',
    maintenanceProjects: '运维项目',
    msgCenter: '消息中心',
    alarmCenter: '报警中心',
    smsAlarm: '短信与邮件报警',
    safety: '安全中心',
    dataCenter: '数据中心',
    ezviz: '萤石云',
    administrateCenter: '企业管理',
    backManage: '平台设置',
  },
  header: {
    userInfo: '个人信息',
    signOut: '退出登录',
    unread: '{{count}} 条未读消息',
  },
  enterprise: {
    label: '切换平台',
    personal: '个人设备',
    cloudDevices: '云设备',
  },
  kicked: {
    title: '账号已下线',
    body: '您的账号已在其他地方登录（IP：{{loginIp}}）。',
    reason: '原因：{{reason}}',
    // 云端主动结束会话时给出的原因（docs/decisions.md「Accounts and sign-in」）；其他原因按原文显示。
    revoked: '该会话已在安全中心被结束（IP：{{loginIp}}）。',
    passwordChanged: '该账号的密码已被修改（IP：{{loginIp}}），请使用新密码重新登录。',
    action: '重新登录',
  },
  download: {
    prompt: '扫码下载 App',
  },
};
