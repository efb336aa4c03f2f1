import { http } from 'msw';
import { checkLogoUrl, checkPlatformName } from '../../src/domain/platform';
import { BusinessCode } from '../../src/domain/resultCodes';
import type { EnterprisePlatform } from '../../src/domain/wire/enterprisePlatform';
import type { Sim } from '../sim';
import { enterpriseOf } from '../world/maintenance';
import { authed, fail, ok } from './envelope';

// PUT /api/ext/v1/enterprise/platform {eid, platformName, applyLogoUrl, enableProject}: an extension of the API
// (docs/decisions.md, "Data centre, enterprise administration, back-office") behind /backManage. Only the enterprise's manager (its first member, as
// enterprisePermission answers) may change what every member sees.
export function enterprisePlatformHandlers(sim: Sim) {
  return [
    http.put(
      '*/api/ext/v1/enterprise/platform',
      authed(sim, ({ user }, fields) => {
        const enterprise = enterpriseOf(sim.world, Number(fields.eid));
        if (!enterprise || !enterprise.memberIds.includes(user.id)) return fail(BusinessCode.NoPermission, 'not a member of this enterprise');
        if (enterprise.memberIds[0] !== user.id) return fail(BusinessCode.NoPermission, 'only the enterprise manager changes the platform');
        const platformName = (fields.platformName ?? '').trim();
        const applyLogoUrl = (fields.applyLogoUrl ?? '').trim();
        const enableProject = fields.enableProject;
        if (!checkPlatformName(platformName).ok || !checkLogoUrl(applyLogoUrl).ok || (enableProject !== '1' && enableProject !== '0' && enableProject !== 'true' && enableProject !== 'false')) {
          return fail(BusinessCode.InvalidInput, 'platformName, applyLogoUrl or enableProject is not acceptable');
        }
        enterprise.platformName = platformName;
        enterprise.applyLogoUrl = applyLogoUrl;
        enterprise.enableProject = enableProject === '1' || enableProject === 'true' ? 1 : 0;
        sim.log.add('enterprise', `platform of ${enterprise.eid} changed by user ${user.id}`);
        const answer: EnterprisePlatform = {
          eid: enterprise.eid, platformName, applyLogoUrl, enableProject: enterprise.enableProject === 1,
        };
        return ok(answer);
      }),
    ),
  ];
}
