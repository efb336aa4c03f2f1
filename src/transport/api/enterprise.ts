// Enterprise calls of api.md section 7 used by the layout: the user's enterprises and the enterprise logo.
import type { Http, Result } from '../http';

export interface Enterprise {
  /** Above 0; 0 is the personal mode and never listed. */
  eid: number;
  name: string;
  enableProject: boolean;
}

export interface EnterpriseLogo {
  platformName: string;
  applyLogoUrl: string;
  name: string;
}

export interface GetLogoPayload {
  eid: number;
}

/** POST /api/enterprises/userEnterpriseList → hwdata: Enterprise[] */
export function userEnterpriseList(http: Http): Promise<Result<Enterprise[]>> {
  return http.call<Enterprise[]>({ method: 'POST', path: '/api/enterprises/userEnterpriseList' });
}

/** POST /eapi/o/getlogo {eid} → hwdata: EnterpriseLogo */
export function getLogo(http: Http, payload: GetLogoPayload): Promise<Result<EnterpriseLogo>> {
  return http.call<EnterpriseLogo>({ method: 'POST', path: '/eapi/o/getlogo', body: { ...payload } });
}
