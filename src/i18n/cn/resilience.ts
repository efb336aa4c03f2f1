// 控制台某部分出错、云端应答格式不符、其他标签页结束会话时的提示（src/ui/app/FailureScreen.tsx 等），不随登录页首屏加载。
export default {
  route: {
    title: '此页面无法显示',
    chunk: '页面代码加载失败：控制台可能已更新，或网络已断开。',
    render: '显示时出错。菜单和其他页面仍可使用。',
  },
  root: {
    title: '控制台无法显示',
  },
  widget: {
    map: '地图无法显示。',
    charts: '图表无法显示。',
    detail: '设备详情无法显示。',
    notifications: '实时通知因出错已停止。',
  },
  offline: '网络已断开：恢复后将自动加载。',
  actions: { tryAgain: '重试', reload: '重新加载' },
  drift: '云端返回的数据格式本控制台无法识别，因此未显示。',
  session: {
    endedElsewhere: '您已在此浏览器的另一个标签页中退出登录。',
  },
};
