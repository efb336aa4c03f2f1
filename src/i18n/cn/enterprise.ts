export default {
  title: { enterprise: '企业设备', maintenance: '运维设备' },
  noEnterprise: '请在页头选择一个企业以查看其设备。',
  group: { label: '设备分组', all: '全部分组', option: '{{name}}（{{count}}）' },
  empty: { enterprise: '该企业没有您拥有或管理的设备。', maintenance: '您没有负责运维的该企业设备。' },
  error: '企业设备列表加载失败。',
  remark: {
    edit: '编辑 {{name}} 的运维备注',
    title: '运维备注',
    label: '备注（最多 10 个字符）',
    save: '保存',
    cancel: '取消',
    saved: '运维备注已保存',
    none: '—',
  },
};
