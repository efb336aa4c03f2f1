// The reference in Chinese (/openapi.cn.json, shown on /apiDoc?lang=cn): the operations' summaries and the areas'
// names. Operations without a summary of their own are named by their path in either language.
import type { CallArea } from './calls';
import { AUDIT_SUMMARIES_CN } from './auditCalls';
import { DEVICE_SUMMARIES_CN, USER_SUMMARIES_CN } from './deviceUserSummariesCn';
import { ENTERPRISE_SUMMARIES_CN } from './enterpriseCalls';
import { MESSAGE_SUMMARIES_CN } from './messageCalls';
import { OTHER_SUMMARIES_CN } from './otherCalls';
import { PROJECT_SUMMARIES_CN } from './projectCalls';

export const AREA_TITLES_CN: Record<CallArea, string> = {
  user: '用户',
  verification: '验证码',
  device: '设备',
  admin: '管理员',
  audit: '审核',
  project: '项目',
  enterprise: '企业',
  sms: '短信与邮件报警',
  message: '消息中心',
  ezviz: '萤石云账号',
  group: '分组',
  iotcard: '物联网卡',
  other: '其他',
};

export const SUMMARIES_CN: Record<string, string> = {
  ...AUDIT_SUMMARIES_CN,
  ...DEVICE_SUMMARIES_CN,
  ...USER_SUMMARIES_CN,
  ...PROJECT_SUMMARIES_CN,
  ...ENTERPRISE_SUMMARIES_CN,
  ...MESSAGE_SUMMARIES_CN,
  ...OTHER_SUMMARIES_CN,
  'POST /api/user/login': '登录',
  'POST /api/user/selectInfo': '当前登录的用户',
  'POST /api/machine/select': '个人设备列表',
  'POST /api/machine/add': '按机器码和设备密码添加设备',
  'POST /api/machine/getMachineState': '机器码对应设备的在线状态',
  'GET /api/device/v1/userGroup': '用户的设备分组',
  'POST /api/device/v1/userGroup': '新建设备分组',
  'PUT /api/device/v1/userGroup': '重命名分组或移入、移出设备',
  'DELETE /api/device/v1/userGroup': '删除分组（其中的设备仍在“全部”中）',
  'GET /api/device/v1/ezviz/account': '用户的萤石云账号（Secret 已隐藏）',
  'POST /api/device/v1/ezviz/account': '添加萤石云账号',
  'DELETE /api/device/v1/ezviz/account': '删除萤石云账号',
  'POST /api/user/updateEzvizAccount': '编辑萤石云账号',
  'POST /api/user/checkEzvizAccount': '萤石云账号名称是否可用',
  'POST /api/user/checkEzvizAppkey': '向萤石云校验 AppKey 和 Secret',
  'POST /api/machine/changeEzvizAccount': '为设备关联萤石云账号（所有者或管理员）',
  'POST /api/machine/releaseEzvizAccount': '解除设备的萤石云账号（所有者或管理员）',
  'GET /api/device/v1/ezviz/live': '已关联设备的实时画面（扩展接口）',
  'GET /api/common/appDownload': '品牌的 App 及下载地址',
  'POST /api/common/scadaRegister': '登记 SCADA 系统（扩展接口）',
  'POST /api/ext/v1/qr/scan': '手机已扫描电脑端的登录二维码（扩展接口）',
  'POST /api/ext/v1/qr/confirm': '手机确认电脑端扫码登录（扩展接口）',
  'POST /api/ext/v1/qr/cancel': '手机拒绝电脑端扫码登录（扩展接口）',
  'GET /api/v1/alarm/userMsgConfig': '个人短信与邮件报警设置、今日用量和库存',
  'POST /api/v1/alarm/setUserMsgConfig': '保存个人短信与邮件报警设置',
  'GET /api/msg/v1/ent/userMessage/info': '调用者在某企业的报警设置',
  'PUT /api/msg/v1/ent/userMessage': '保存调用者在某企业的报警设置',
  'GET /api/msg/v1/ent/sms/user/stock': '成员在企业中的短信库存',
  'PUT /api/msg/v1/ent/userMessage/transfer': '将个人短信库存转入企业（不可撤销）',
  'POST /api/v1/sms/sale-list': '个人充值与退款记录',
  'POST /api/msg/v1/ent/sms/log/allocation/page': '企业短信分配记录',
  'POST /api/msg/v1/alarm/sms/page': '个人短信报警发送记录',
  'GET /api/msg/v1/ent/alarm/smsLoggerPage': '企业短信报警发送记录',
  'POST /api/msg/v1/alarm/email/page': '个人邮件报警发送记录',
  'GET /api/msg/v1/ent/alarm/emailLoggerPage': '企业邮件报警发送记录',
  'GET /api/v1/devices/msgConfig': '各设备的短信与邮件报警开关',
  'POST /api/v1/alarm/setMachineSmsFlag': '开关个人设备的短信或邮件报警',
  'PUT /api/msg/v1/ent/alarm/setMachineSmsFlag': '开关企业设备的短信或邮件报警',
  'POST /api/v1/alarm/contact/add': '添加个人邮件报警接收人（扩展接口）',
  'POST /api/msg/v1/ent/alarmContact': '添加企业邮件报警接收人（扩展接口）',
  'DELETE /api/v1/alarm/contact/del': '删除个人邮件报警接收人',
  'DELETE /api/msg/v1/ent/alarmContact': '删除企业邮件报警接收人',
};
