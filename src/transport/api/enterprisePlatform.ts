// The back-office's write call, an extension of the API (docs/decisions.md, "Data centre, enterprise administration, back-office"). Quiet: the form shows the
// refusal next to its fields.
import type { Http, Result } from '../http';
import type { EnterprisePlatform } from '../../domain/wire/enterprisePlatform';

export type { EnterprisePlatform };

/** PUT /api/ext/v1/enterprise/platform {eid, platformName, applyLogoUrl, enableProject 1|0} */
export function updatePlatform(http: Http, platform: EnterprisePlatform): Promise<Result<EnterprisePlatform>> {
  return http.call<EnterprisePlatform>({
    method: 'PUT',
    path: '/api/ext/v1/enterprise/platform',
    body: { ...platform, enableProject: platform.enableProject ? 1 : 0 },
    json: true,
    quiet: true,
  });
}
