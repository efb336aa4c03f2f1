// 手机版控制台的“扫码登录电脑”：确认电脑上的二维码登录（src/ui/mobile/MobileQrSignIn.tsx）。
export default {
  entry: {
    title: '扫码登录电脑',
    hint: '用本账号登录一台电脑：扫描电脑登录页上的二维码，然后在手机上确认。',
    open: '扫码登录电脑',
  },
  title: '扫码登录电脑',
  back: '返回“更多”',
  steps: '在电脑上打开登录页并选择“扫码登录”。用相机扫描二维码，或输入二维码下方显示的登录码。',
  camera: {
    start: '用相机扫码',
    stop: '关闭相机',
    view: '相机画面，请对准电脑上的二维码',
    looking: '正在识别二维码…',
    failed: '无法打开相机，请改为输入登录码。',
  },
  code: {
    label: '电脑上显示的登录码',
    hint: '空格可输可不输。',
    invalid: '请按电脑上二维码下方显示的内容输入登录码。',
    submit: '下一步',
    checking: '正在核对登录码…',
  },
  ask: {
    title: '确认登录电脑？',
    body: '电脑将登录“{{account}}”的账号。',
    browser: '浏览器',
    browserOn: '{{os}} 上的 {{browser}}',
    address: 'IP 地址',
    validUntil: '登录码有效期至',
    unknown: '未知',
    warning: '请仅在您本人就在这台电脑前时确认。确认后，使用这台电脑的人即可操作您的账号。',
    confirm: '确认登录',
    cancel: '取消',
    busy: '正在提交…',
  },
  done: {
    title: '电脑正在登录',
    body: '电脑将在几秒内登录“{{account}}”的账号。用完后请在电脑上退出登录。',
    close: '完成',
    again: '登录另一台电脑',
  },
  cancelled: {
    title: '已取消登录',
    body: '电脑未登录，并会重新显示二维码，稍后仍可扫码。',
  },
  failed: {
    title: '电脑未登录',
    again: '重新扫码',
  },
};
