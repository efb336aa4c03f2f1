// Enterprise calls of api.md section 7 used by the layout: the user's enterprises and the enterprise logo.
import type { Http, Result } from '../http';
import type { Enterprise, EnterpriseLogo, GetLogoPayload } from '../../domain/wire/enterprise';

export type { Enterprise, EnterpriseLogo, GetLogoPayload };

/** POST /api/enterprises/userEnterpriseList → hwdata: Enterprise[] */
export function userEnterpriseList(http: Http): Promise<Result<Enterprise[]>> {
  return http.call<Enterprise[]>({ method: 'POST', path: '/api/enterprises/userEnterpriseList' });
}

/** POST /eapi/o/getlogo {eid} → hwdata: EnterpriseLogo */
export function getLogo(http: Http, payload: GetLogoPayload): Promise<Result<EnterpriseLogo>> {
  return http.call<EnterpriseLogo>({ method: 'POST', path: '/eapi/o/getlogo', body: { ...payload } });
}
