import { http } from 'msw';
import type { Sim } from '../sim';
import { authed, fail, ok, readFields, SimCode } from './envelope';

export function enterpriseHandlers(sim: Sim) {
  return [
    // Mirrors src/transport/api/enterprise.ts: enableProject as a boolean.
    http.post(
      '*/api/enterprises/userEnterpriseList',
      authed(sim, ({ user }) =>
        ok(
          sim.world.enterprises
            .filter((e) => e.memberIds.includes(user.id))
            .map((e) => ({ eid: e.eid, name: e.name, enableProject: e.enableProject === 1 })),
        ),
      ),
    ),

    // The header asks for the logo by eid alone, so no token is required.
    http.post('*/eapi/o/getlogo', async ({ request }) => {
      const eid = Number((await readFields(request)).eid);
      const enterprise = sim.world.enterprises.find((e) => e.eid === eid);
      if (!enterprise) return fail(SimCode.accountNotFound, 'unknown enterprise');
      return ok({ platformName: enterprise.platformName, applyLogoUrl: enterprise.applyLogoUrl, name: enterprise.name });
    }),
  ];
}
