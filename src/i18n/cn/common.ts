export default {
  language: { cn: '中文', en: 'English', switchTo: '切换语言' },
  actions: { retry: '重试', close: '关闭' },
  table: { empty: '暂无数据。', loading: '加载中…', selectAll: '全选显示的行', selectRow: '选择“{{name}}”' },
  loading: '加载中…',
  /** A name or value with a note after it, in the language's own brackets. */
  withNote: '{{text}}（{{note}}）',
  password: { show: '显示密码', hide: '隐藏密码' },
  map: { zoomIn: '放大', zoomOut: '缩小', leafletTitle: 'Leaflet：交互式地图开源库' },
};
