import type { Enterprise as WireEnterprise, EnterpriseLogo } from '../../src/domain/wire/enterprise';
import { http } from 'msw';
import type { Sim } from '../sim';
import { authed, fail, ok, readFields, SimCode } from './envelope';

export function enterpriseHandlers(sim: Sim) {
  return [
    // enableProject travels as a boolean (src/domain/wire/enterprise.ts).
    http.post(
      '*/api/enterprises/userEnterpriseList',
      authed(sim, ({ user }) =>
        ok(
          sim.world.enterprises
            .filter((e) => e.memberIds.includes(user.id))
            .map((e): WireEnterprise => ({ eid: e.eid, name: e.name, enableProject: e.enableProject === 1 })),
        ),
      ),
    ),

    // The header asks for the logo by eid alone, so no token is required.
    http.post('*/eapi/o/getlogo', async ({ request }) => {
      const eid = Number((await readFields(request)).eid);
      const enterprise = sim.world.enterprises.find((e) => e.eid === eid);
      if (!enterprise) return fail(SimCode.accountNotFound, 'unknown enterprise');
      const logo: EnterpriseLogo = { platformName: enterprise.platformName, applyLogoUrl: enterprise.applyLogoUrl, name: enterprise.name };
      return ok(logo);
    }),
  ];
}
