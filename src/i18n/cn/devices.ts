export default {
  title: '我的设备',
  search: { label: '搜索设备', placeholder: '名称、别名或机器码' },
  view: { label: '显示方式', list: '列表', cards: '卡片' },
  columns: { name: '名称', alias: '别名', code: '机器码', state: '状态', role: '身份' },
  state: { online: '在线', offline: '离线' },
  role: { owner: '拥有者', admin: '管理员', visitor: '访客' },
  empty: '还没有设备。',
  noMatch: '没有符合“{{query}}”的设备。',
  error: '设备列表加载失败。',
  count: '共 {{count}} 台设备',
};
