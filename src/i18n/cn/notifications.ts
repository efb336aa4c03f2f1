export default {
  close: '关闭',
  fullText: '查看全文',
  alert: {
    deviceAlarm: '设备“{{device}}”报警',
    deviceVoice: '设备“{{device}}”语音报警',
    projectAlarm: '设备“{{device}}”项目报警',
    deviceBind: '设备“{{device}}”的绑定申请',
    deviceVisit: '设备“{{device}}”的访问申请',
    bindResult: '您对设备“{{device}}”的绑定申请已有结果',
    visitResult: '您对设备“{{device}}”的访问申请已有结果',
    many_one: '{{count}} 条新通知',
    many_other: '{{count}} 条新通知',
    manyAlarms_one: '{{count}} 条新报警',
    manyAlarms_other: '{{count}} 条新报警',
  },
  approval: {
    deviceBind: '有人申请绑定设备“{{device}}”',
    deviceVisit: '有人申请访问设备“{{device}}”',
    review: '审核',
  },
  sound: {
    blocked: '浏览器阻止了报警声音。',
    enable: '开启声音',
  },
  settings: {
    label: '通知设置',
    mute: '报警静音',
    desktop: '桌面通知',
    desktopDenied: '此浏览器的设置禁止了桌面通知。',
    desktopUnsupported: '此浏览器不支持桌面通知。',
  },
};
