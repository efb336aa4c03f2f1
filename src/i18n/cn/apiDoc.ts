export default {
  title: '云平台 API 文档',
  intro: '控制台调用设备云的全部接口，包括请求参数、返回内容和结果码。返回内容统一为 {hwcode, hwdata} 格式；需要登录的接口要带 cloudtoken 请求头。“试用”会发送到本站的云平台；请先登录，才能用您的令牌试用需要登录的接口。',
  download: '下载 OpenAPI 文档（openapi.json）',
  signIn: '登录',
  uiLanguage: '下方接口参考的按钮和栏目名称由 Scalar 提供，只有英文界面；各接口的说明为中文。',
  loading: '正在加载 API 文档…',
  failed: '无法加载 API 文档。请检查网络后刷新页面；上方的 OpenAPI 文档仍可下载。',
};
