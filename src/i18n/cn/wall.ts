export default {
  label: '监控大屏',
  mode: { personal: '个人设备', enterprise: '企业：{{name}}' },
  counts: { label: '设备统计', online: '在线', offline: '离线', alarming: '报警中', total_one: '共 {{count}} 台设备', total_other: '共 {{count}} 台设备' },
  latest: { title: '最新报警', empty: '暂无报警。', error: '报警列表加载失败。' },
  live: { open: '实时', waiting: '正在重新连接…' },
  error: '设备列表加载失败。',
  device: '{{name}}（{{state}}）',
  alarmingMarker: '{{name}}：报警未处理',
  cluster_one: '{{count}} 台设备，{{online}} 台在线',
  cluster_other: '{{count}} 台设备，{{online}} 台在线',
};
