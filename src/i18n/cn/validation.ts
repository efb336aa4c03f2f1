// 表单校验提示：src/domain/validation.ts 返回的每个键。数值来自 i18n 默认变量，不在此写死。
export default {
  required: '此项不能为空',
  phone: {
    required: '请输入手机号',
    format: '手机号格式不正确，请输入 11 位中国大陆手机号',
    length: '手机号至少 {{phoneMinDigits}} 位数字',
    sameAsCurrent: '新手机号不能与当前手机号相同',
  },
  email: {
    required: '请输入邮箱',
    format: '邮箱格式不正确',
    length: '邮箱地址最多 {{emailMax}} 个字符',
  },
  account: {
    required: '请输入账号',
  },
  password: {
    required: '请输入密码',
    length: '密码长度为 {{passwordMin}} 到 {{passwordMax}} 个字符',
    mismatch: '两次输入的密码不一致',
  },
  code: {
    required: '请输入验证码',
    length: '验证码为 {{codeLengthShort}} 位或 {{codeLengthLong}} 位',
  },
  userName: {
    required: '请输入姓名',
    length: '姓名长度为 {{userNameMin}} 到 {{userNameMax}} 个字符',
    chars: '姓名只能包含汉字、字母、数字、下划线和短横线',
  },
  groupName: {
    required: '请输入分组名称',
    length: '分组名称最多 {{groupNameMax}} 个字符',
    chars: '分组名称只能包含汉字、字母、数字、词间的单个空格、下划线和短横线',
  },
  alias: {
    length: '设备别名最多 {{aliasMax}} 个字符',
  },
  remark: {
    required: '请输入备注',
    length: '备注最多 {{remarkMax}} 个字符',
  },
  machineName: {
    required: '请输入设备名称',
    length: '设备名称最多 {{machineNameMax}} 个字符',
  },
  visitMessage: {
    length: '留言最多 {{visitMessageMax}} 个字符',
  },
  projectName: {
    required: '请输入项目名称',
    length: '项目名称最多 {{projectNameMax}} 个字符',
  },
  projectDescription: {
    length: '项目描述最多 {{projectDescriptionMax}} 个字符',
  },
  receiverName: {
    required: '请输入接收人姓名',
    length: '接收人姓名最多 {{receiverNameMax}} 个字符',
  },
  receiverEmail: {
    required: '请输入接收邮箱',
    length: '接收邮箱最多 {{receiverEmailMax}} 个字符',
    duplicate: '该邮箱已存在，请勿重复添加！',
  },
  machineCode: {
    required: '请输入机器码',
    format: '机器码格式不正确，应为 {{machineCodeMin}} 到 {{machineCodeMax}} 位字母、数字或短横线',
  },
  visitExpiry: {
    invalid: '请输入整数分钟数',
    min: '访问有效期至少 {{minVisitMinutes}} 分钟',
    max: '自定义访问有效期最多 {{maxVisitMinutes}} 分钟（一年），更长请选择“永久”',
  },
  camera: {
    nameRequired: '请输入账号名称',
    appKeyRequired: '请输入 AppKey',
    secretRequired: '请输入 Secret',
    nameDuplicate: '该账号名称已存在',
  },
  platform: {
    nameRequired: '请输入平台名称',
    nameLength: '平台名称最多 {{max}} 个字符，且不能换行',
    logoUrl: '请使用 https 地址、本站路径，或上传图片',
    logoTooLarge: '图片过大：最多 {{max}} KB',
    logoNotPicture: '该文件不是图片：请上传 PNG、JPEG、GIF 或 WebP 图片',
    logoTyped: '请上传图片，不要手动输入 data: 地址',
  },
};
