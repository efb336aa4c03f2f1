// The remote visit: checkCloudServiceState (may this user reach the device now?), getValidVisitUrl (a visit link
// for the device's access page) and testMachineState (is the device reachable behind that link?). The access
// page itself is the simulated HMI panel (simulator/hmi). A result forced through POST /__sim/visit-result wins
// over the world's own rules at the step that answers it.
import { http } from 'msw';
import type { Sim } from '../sim';
import type { Device, Membership } from '../world/types';
import { authed, fail, ok, SimCode, type Caller, type Fields } from './envelope';
import { consumeForced, detailState, peekForced, type ForcedVisitResult } from './deviceState';
import { deviceById, machineIdOf } from './held';
import { HMI_PATH } from '../hmi/hmiHandlers';

/** How long a visit link opens the access page. */
export const VISIT_LINK_TTL_MS = 10 * 60_000;

/** hwcode and hwdata of each named result (api.md section 8, Visit result). */
const ANSWERS: Record<Exclude<ForcedVisitResult, 'success'>, [number, string]> = {
  BLACKLIST: [203, 'BLACKLIST'],
  ADMINISTRATOR: [203, 'ADMINISTRATOR'],
  GENERAL_USER: [203, 'GENERAL_USER'],
  CLOUD_EXPIRED: [416, 'CLOUD_EXPIRED'],
  REST_TIME_OUT: [507, 'REST_TIME_OUT'],
  PASSWORD_ERROR: [505, 'PASSWORD_ERROR'],
  CLOUD_VISIT_TIMEOUT: [504, 'cloud visit timeout'],
  WRONG_ROLE: [203, 'WRONG_ROLE'],
};

export const GATE: readonly ForcedVisitResult[] = ['BLACKLIST', 'ADMINISTRATOR', 'GENERAL_USER', 'CLOUD_EXPIRED', 'REST_TIME_OUT'];
export const URL_STEP: readonly ForcedVisitResult[] = ['PASSWORD_ERROR'];
const CHECK_STEP: readonly ForcedVisitResult[] = ['CLOUD_VISIT_TIMEOUT', 'WRONG_ROLE', 'success'];

export const answer = (result: Exclude<ForcedVisitResult, 'success'>) => fail(...ANSWERS[result]);

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function visitHandlers(sim: Sim) {
  const world = () => sim.world;

  /**
   * The result forced for this step, used up when this step answers it. A forced success passes every step and
   * is used up by the last one.
   */
  function forcedAt(device: Device, step: readonly ForcedVisitResult[]): ForcedVisitResult | undefined {
    const forced = peekForced(world(), device.machine_code);
    if (!forced) return undefined;
    if (forced === 'success') {
      if (step === CHECK_STEP) consumeForced(world(), device.machine_code);
      return forced;
    }
    if (!step.includes(forced)) return undefined;
    consumeForced(world(), device.machine_code);
    return forced;
  }

  /** The world's own answer to "may this user reach the device now?". */
  function gateRule(device: Device, membership: Membership | undefined, userId: number): ForcedVisitResult | undefined {
    const now = sim.clock.now();
    if (world().blacklist.some((b) => b.machineId === device.machine_id && b.userId === userId)) return 'BLACKLIST';
    if (!membership) return 'GENERAL_USER';
    if (device.cloudState === 0) return 'CLOUD_EXPIRED';
    const visitor = membership.limitAuthority < 2;
    if (visitor && (membership.visitTime === 0 || (membership.visitTime > 0 && membership.visitTime * 1000 < now))) {
      return 'REST_TIME_OUT';
    }
    return undefined;
  }

  function issueLink(request: Request, device: Device, userId: number): string {
    const token = randomToken();
    const now = sim.clock.now();
    detailState(world()).visitLinks.set(token, { token, machineId: device.machine_id, userId, issuedAt: now, expiresAt: now + VISIT_LINK_TTL_MS });
    sim.log.add('visit', `visit link for device ${device.machine_id} issued to user ${userId}`);
    return `${new URL(request.url).origin}${HMI_PATH}/${encodeURIComponent(device.machine_code)}?visit=${token}`;
  }

  function membershipOf(caller: Caller, device: Device): Membership | undefined {
    return world().memberships.find((m) => m.userId === caller.user.id && m.machineId === device.machine_id);
  }

  const withDevice = (handle: (caller: Caller, device: Device, fields: Fields, request: Request) => Response) =>
    authed(sim, (caller, fields, request) => {
      const device = deviceById(world(), machineIdOf(fields));
      if (!device) return fail(SimCode.invalidInput, 'unknown device');
      return handle(caller, device, fields, request);
    });

  return [
    http.post('*/api/v1/audit/checkCloudServiceState', withDevice((caller, device) => {
      const forced = forcedAt(device, GATE);
      if (forced === 'success') return ok({ state: 1 });
      const result = forced ?? gateRule(device, membershipOf(caller, device), caller.user.id);
      return result && result !== 'success' ? answer(result) : ok({ state: 1 });
    })),

    http.post('*/api/v1/audit/getValidVisitUrl', withDevice((caller, device, _fields, request) => {
      const forced = forcedAt(device, URL_STEP);
      if (forced && forced !== 'success') return answer(forced);
      if (forced !== 'success') {
        const refused = gateRule(device, membershipOf(caller, device), caller.user.id);
        if (refused && refused !== 'success') return answer(refused);
      }
      return ok({ url: issueLink(request, device, caller.user.id) });
    })),

    // The enterprise lists' variant: members of the device's enterprise get a link without a personal role.
    http.post('*/api/enterprises/validVisitUrl', withDevice((caller, device, fields, request) => {
      const enterprise = world().enterprises.find((e) => e.eid === Number(fields.eid));
      if (!enterprise || device.eid !== enterprise.eid || !enterprise.memberIds.includes(caller.user.id)) {
        return fail(SimCode.invalidInput, 'not a device of your enterprise');
      }
      const forced = forcedAt(device, [...GATE, ...URL_STEP]);
      if (forced && forced !== 'success') return answer(forced);
      if (forced !== 'success' && device.cloudState === 0) return answer('CLOUD_EXPIRED');
      return ok({ url: issueLink(request, device, caller.user.id) });
    })),

    http.post('*/api/tls/testMachineState', authed(sim, (caller, fields) => {
      let token = '';
      try {
        token = new URL(fields.testUrl ?? '').searchParams.get('visit') ?? '';
      } catch {
        return fail(SimCode.invalidInput, 'testUrl is not an address');
      }
      const link = detailState(world()).visitLinks.get(token);
      const device = link && deviceById(world(), link.machineId);
      if (!link || !device || link.userId !== caller.user.id || link.expiresAt < sim.clock.now()) return answer('WRONG_ROLE');
      const forced = forcedAt(device, CHECK_STEP);
      if (forced === 'success') return ok({ online: true });
      if (forced) return answer(forced);
      // The cloud cannot reach an offline device behind the link: its visit times out.
      return device.online ? ok({ online: true }) : answer('CLOUD_VISIT_TIMEOUT');
    })),
  ];
}
