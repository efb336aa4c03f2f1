export default {
  title: '消息中心',
  tabs: { label: '消息类型', alarm: '报警', application: '申请', project: '项目报警', notice: '通知' },
  kind: {
    deviceAlarm: '设备报警',
    deviceVoice: '语音报警',
    deviceBind: '绑定申请',
    deviceVisit: '访问申请',
    projectAlarm: '项目报警',
    massTexting: '通知',
    system: '系统消息',
  },
  // A request's title, built in the reader's language from what the message names (docs/decisions.md, "Console").
  titles: { bind: '绑定申请：{{applicant}}申请绑定“{{device}}”', visit: '访问申请：{{applicant}}申请访问“{{device}}”', bindBkey: '管理员（Bkey）申请：{{applicant}}申请成为“{{device}}”的管理员' },
  state: { unread: '未读', read: '已读', expired: '已过期' },
  unreadCount: '{{count}} 条未读',
  empty: '暂无消息。',
  error: '消息加载失败。',
  actions: { readAll: '全部已读', read: '标为已读', clear: '清空', review: '审核', cancel: '取消' },
  clear: { title: '清空消息？', body: '“{{tab}}”下的所有消息将被删除，且无法恢复。' },
  detail: { kind: '类型', device: '设备', time: '时间', content: '内容' },
  pager: { label: '分页', previous: '上一页', next: '下一页', position: '第 {{page}} / {{pages}} 页' },
};
