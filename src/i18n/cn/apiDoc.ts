export default {
  title: '云平台 API 文档',
  intro: '控制台调用设备云的全部接口，包括请求参数、返回内容和结果码。返回内容统一为 {hwcode, hwdata} 格式；需要登录的接口要带 cloudtoken 请求头。“试用”会发送到本站的云平台；请先登录，才能用您的令牌试用需要登录的接口。',
  download: '下载 OpenAPI 文档（openapi.json）',
  signIn: '登录',
  uiLanguage: '下方接口参考的按钮和栏目名称由 Scalar 提供，只有英文界面（Scalar 没有中文界面可选）；各接口的说明为中文。常用的英文名称：',
  uiTerms: {
    testRequest: 'Test Request：试用，向本站云平台发送请求',
    search: 'Search：搜索接口',
    authentication: 'Authentication：认证（cloudtoken 令牌）',
    server: 'Server：请求发送到的服务器',
    models: 'Models：数据结构',
    copy: 'Copy：复制',
  },
  loading: '正在加载 API 文档…',
  failed: '无法加载 API 文档。请检查网络后刷新页面；上方的 OpenAPI 文档仍可下载。',
};
