import { http } from 'msw';
import { BusinessCode } from '../../src/domain/resultCodes';
import { checkScadaRegistration, splitMachineCodes, type ScadaRegistrationInput } from '../../src/domain/scada';
import type { ScadaRegistration } from '../../src/domain/wire/scada';
import type { Sim } from '../sim';
import { findByLoginName } from '../world/accounts';
import type { World } from '../world/types';
import { fail, ok, readFields } from './envelope';
import { signInLimited } from './limited';

// POST /api/common/scadaRegister (an API extension, docs/decisions.md): a SCADA installation registers itself with
// its account, company, contact, project and the machine codes of its devices. No sign-in: the installer fills
// it in on site. The simulator runs the form's checks again and keeps what it accepted. Signed out, nothing proves
// who fills it in, so the account must exist and hold every listed device (as an owner, admin or visitor): a
// stranger cannot register devices or accounts that are not theirs, and the look-up counts as a sign-in attempt.

export type StoredScadaRegistration = ScadaRegistration & Omit<ScadaRegistrationInput, 'projectName'>;

const registrations = new WeakMap<World, StoredScadaRegistration[]>();

export function scadaRegistrations(world: World): StoredScadaRegistration[] {
  let list = registrations.get(world);
  if (!list) {
    list = [];
    registrations.set(world, list);
  }
  return list;
}

export function scadaHandlers(sim: Sim) {
  return [
    http.post('*/api/common/scadaRegister', async ({ request }) => {
      const limited = signInLimited(sim, request);
      if (limited) return limited;
      const f = await readFields(request);
      const input: ScadaRegistrationInput = {
        account: (f.account ?? '').trim(),
        company: (f.company ?? '').trim(),
        contactName: (f.contactName ?? '').trim(),
        contactPhone: (f.contactPhone ?? '').trim(),
        projectName: (f.projectName ?? '').trim(),
        machineCodes: splitMachineCodes(f.machineCodes ?? ''),
        description: (f.description ?? '').trim(),
      };
      const wrong = Object.entries(checkScadaRegistration(input)).filter(([, c]) => !c.ok).map(([field]) => field);
      if (wrong.length > 0) return fail(BusinessCode.InvalidInput, { fields: wrong });
      const owner = findByLoginName(sim.world, input.account);
      if (!owner) return fail(BusinessCode.ScadaAccountUnknown, 'no account with this phone, e-mail or name');
      const known = new Map(sim.world.devices.map((d) => [d.machine_code.toUpperCase(), d.machine_id]));
      const unknown = input.machineCodes.filter((c) => !known.has(c.toUpperCase()));
      if (unknown.length > 0) return fail(BusinessCode.ScadaMachineUnknown, { machineCodes: unknown });
      const held = new Set(sim.world.memberships.filter((m) => m.userId === owner.id).map((m) => m.machineId));
      const notHeld = input.machineCodes.filter((c) => !held.has(known.get(c.toUpperCase()) ?? -1));
      if (notHeld.length > 0) return fail(BusinessCode.ScadaMachineNotHeld, { machineCodes: notHeld });
      const list = scadaRegistrations(sim.world);
      if (list.some((r) => r.account.toLowerCase() === input.account.toLowerCase() && r.projectName.toLowerCase() === input.projectName.toLowerCase())) {
        return fail(BusinessCode.ScadaProjectExists, 'this account already registered this project');
      }
      const stored: StoredScadaRegistration = {
        ...input,
        registrationId: `SCADA-${String(list.length + 1).padStart(4, '0')}`,
        machineCount: input.machineCodes.length,
        registeredAt: sim.clock.now(),
      };
      list.push(stored);
      sim.log.add('scada', `registered ${stored.registrationId} for ${input.account}`);
      const answer: ScadaRegistration = { registrationId: stored.registrationId, projectName: stored.projectName, machineCount: stored.machineCount, registeredAt: stored.registeredAt };
      return ok(answer);
    }),
  ];
}
