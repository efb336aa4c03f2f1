export default {
  title: '云地图',
  mode: { personal: '我的设备', enterprise: '“{{name}}”的设备' },
  loading: '正在加载设备…',
  error: '地图设备加载失败。',
  empty: '还没有设备有位置信息。',
  count: '{{count}} 台设备中有 {{located}} 台在地图上',
  legend: { online: '在线', offline: '离线', cluster: '设备群组（点击放大）' },
  cluster: '{{count}} 台设备（{{online}} 台在线），点击放大',
  noTiles: '当前系统未配置地图底图，设备显示在空白网格上。',
  popup: { open: '打开设备详情', code: '机器码', state: '状态', address: '地址' },
  hide: {
    button: '在菜单中隐藏地图',
    show: '在菜单中显示地图',
    hidden: '云地图已从菜单中隐藏，可在此处重新显示。',
    doneHidden: '地图已从菜单中隐藏',
    doneShown: '地图已重新显示在菜单中',
  },
};
