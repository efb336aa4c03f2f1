// PUT /api/ext/v1/enterprise/platform: an extension of the API for /backManage (docs/decisions.md, issue 15).
export interface EnterprisePlatform {
  eid: number;
  platformName: string;
  /** '' for no logo. */
  applyLogoUrl: string;
  enableProject: boolean;
}
