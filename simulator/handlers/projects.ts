// The project calls (api.md section 7, Project): enterprise (type 1) and maintenance (type 2) projects of an
// enterprise with enableProject, their users, devices, reporting server and secret key. Rules shared with the
// console live in src/domain/projects.ts; the projects themselves in simulator/reporting/state.ts, where the Node
// server's reporter (simulator/reporting/reporter.ts) finds them.
import { http } from 'msw';
import { firstRefusal, projectDraftSchema, projectSettingsSchema } from '../../src/domain/formSchemas';
import { findNamedPerson } from '../../src/domain/memberLookup';
import { BusinessCode } from '../../src/domain/resultCodes';
import {
  deviceJoinRefusal, KEY_GRACE_PERIOD_MS, mayDo,
  PROJECT_DEFAULT_LIMIT_AUTHORITY, projectTypeOf, type ProjectAction,
} from '../../src/domain/projects';
import type { ProjectInfo, ProjectServer } from '../../src/domain/wire/project';
import type { Sim } from '../sim';
import { enterpriseOf, maintenanceTeam } from '../world/maintenance';
import type { SimUser } from '../world/types';
import { HMI_PATH } from '../hmi/hmiHandlers';
import { consumeForced, detailState, peekForced } from './deviceState';
import { authed, fail, ok, type Caller, type Fields } from './envelope';
import { deviceById, machineIdOf } from './held';
import { answer, GATE, URL_STEP, VISIT_LINK_TTL_MS } from './visit';
import { createProject, projectState, reporterOf, resetKey, type SimProject } from '../reporting/state';
import { candidatesOf, machinesOf, machineView, projectView, roleIn, teamMemberView, userView, usersOf } from '../reporting/views';

const noPermission = (why: string) => fail(BusinessCode.NoPermission, why);
const invalid = (key: string) => fail(BusinessCode.InvalidInput, key);
const notFound = () => fail(BusinessCode.ProjectNotFound, 'no such project');

function randomToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the project calls share: the world, the caller's access to a project, the log and the reporter's wake-up. */
function projectScope(sim: Sim) {
  const world = () => sim.world;
  const projects = () => projectState(world()).projects;

  /** The enterprise when projects are open to the caller there: a member, and the enterprise has enableProject. */
  function projectEnterprise(user: SimUser, eid: number, type: 1 | 2) {
    const enterprise = enterpriseOf(world(), eid);
    if (!enterprise || enterprise.enableProject !== 1 || !enterprise.memberIds.includes(user.id)) return undefined;
    // Maintenance projects belong to the maintenance team (and the manager, the enterprise's first member).
    if (type === 2 && !maintenanceTeam(world(), eid).includes(user.id) && enterprise.memberIds[0] !== user.id) return undefined;
    return enterprise;
  }

  /** Runs `handle` with the project named by `id` when the caller may do `action` on it. */
  const withProject = (action: ProjectAction, handle: (caller: Caller, project: SimProject, fields: Fields, request: Request) => Response | Promise<Response>) =>
    authed(sim, (caller, fields, request) => {
      const project = projects().get(Number(fields.id));
      if (!project) return notFound();
      const role = roleIn(project, caller.user.id);
      if (role === undefined) return noPermission('not a user of this project');
      if (!mayDo(role, action)) return noPermission(`only the project owner may ${action}`);
      return handle(caller, project, fields, request);
    });

  const log = (text: string) => sim.log.add('project', text);
  const wake = (project: SimProject) => {
    if (project.reportState === 1 && project.server) void reporterOf(sim)?.reportNow(project.id);
  };

  function findUser(account: string, countryCode: string): SimUser | undefined {
    // The console's rule (src/domain/memberLookup.ts): one number however it is split or spelt.
    return findNamedPerson(world().users, account, countryCode, (u) => u);
  }

  return { world, projects, projectEnterprise, withProject, log, wake, findUser };
}

type ProjectScope = ReturnType<typeof projectScope>;

/** The caller's projects, one project's view, its users and its devices. */
function projectViewHandlers(sim: Sim, { world, projects, projectEnterprise, withProject }: ProjectScope) {
  return [
    // {eid, type, limit_authority}: the caller's projects of that type, limit_authority the highest role listed.
    http.post('*/eapi/web/c/project/list', authed(sim, ({ user }, fields) => {
      const type = projectTypeOf(fields.type);
      const enterprise = projectEnterprise(user, Number(fields.eid), type);
      if (!enterprise) return noPermission('projects of this enterprise are not open to you');
      const highest = Number(fields.limit_authority ?? PROJECT_DEFAULT_LIMIT_AUTHORITY) || PROJECT_DEFAULT_LIMIT_AUTHORITY;
      const rows = [...projects().values()]
        .filter((p) => p.eid === enterprise.eid && p.type === type)
        .flatMap((p) => {
          const role = roleIn(p, user.id);
          return role !== undefined && role <= highest ? [projectView(world(), p, user.id)] : [];
        });
      return ok(rows);
    })),

    http.post('*/api/project/get', withProject('view', ({ user }, project) => ok(projectView(world(), project, user.id)))),

    http.post('*/eapi/web/c/project/info', withProject('view', ({ user }, project) => {
      const owner = project.ownerId === user.id;
      const info: ProjectInfo = {
        project: projectView(world(), project, user.id),
        previousKeyValidUntil: owner && project.previousKey && project.previousKey.validUntil > sim.clock.now() ? project.previousKey.validUntil : null,
        delivering: reporterOf(sim) !== undefined,
        // Attempts name the customer's server: the owner's business, like the key.
        deliveries: owner ? [...project.deliveries].reverse() : [],
      };
      return ok(info);
    })),

    http.post('*/api/project/getUser', withProject('view', (_caller, project) => ok(usersOf(world(), project)))),
    http.post('*/api/project/getMachine', withProject('view', ({ user }, project) => ok(machinesOf(world(), project, user.id)))),

  ];
}

/** A project created, edited (settings, reporting server, key reset), deleted; its server and key read. */
function projectLifecycleHandlers(sim: Sim, { world, projects, projectEnterprise, withProject, log, wake }: ProjectScope) {
  return [
    // {eid, type, name, description}
    http.post('*/api/project/add', authed(sim, ({ user }, fields) => {
      const type = projectTypeOf(fields.type);
      const enterprise = projectEnterprise(user, Number(fields.eid), type);
      if (!enterprise) return noPermission('projects of this enterprise are not open to you');
      const draft = projectDraftSchema.safeParse({ name: fields.name ?? '', description: fields.description ?? '' });
      if (!draft.success) return invalid(firstRefusal(draft.error));
      const { name, description } = draft.data;
      const project = createProject(world(), { eid: enterprise.eid, type, name, description, ownerId: user.id, createdAt: sim.clock.now() });
      log(`user ${user.id} created project ${project.id} "${name}" in enterprise ${enterprise.eid}`);
      return ok(projectView(world(), project, user.id));
    })),

    // {id, name?, description?, server?, report_state?, enable_get_visit_url?, resetKey?}
    http.post('*/api/project/edit', withProject('edit', async ({ user }, project, fields) => {
      const settings = projectSettingsSchema.safeParse({
        name: fields.name ?? project.name,
        description: fields.description ?? project.description,
        server: fields.server ?? project.server,
      });
      if (!settings.success) return invalid(firstRefusal(settings.error));
      const next = settings.data;
      const reportState = fields.report_state === undefined ? project.reportState : fields.report_state === '1' ? 1 : 0;
      if (reportState === 1 && next.server === '') return invalid('projects:server.required');
      // The Node server's reporter refuses internal addresses (reporting/target.ts) here, when the owner saves.
      const refusal = next.server !== '' && next.server !== project.server ? await reporterOf(sim)?.refusal(next.server) : undefined;
      if (refusal !== undefined) {
        log(`user ${user.id}: reporting server of project ${project.id} refused: ${refusal}`);
        return invalid('projects:server.internal');
      }
      const turnedOn = reportState === 1 && (project.reportState === 0 || next.server !== project.server);
      Object.assign(project, next, { reportState });
      if (fields.enable_get_visit_url !== undefined) project.enableVisitUrl = fields.enable_get_visit_url === '1' ? 1 : 0;
      if (fields.resetKey === '1') {
        resetKey(project, sim.clock.now(), reporterOf(sim)?.config.graceMs ?? KEY_GRACE_PERIOD_MS);
        log(`project ${project.id}: secret key reset; the previous key signs until ${new Date(project.previousKey?.validUntil ?? 0).toISOString()}`);
      }
      for (const id of project.machineIds) {
        const device = deviceById(world(), id);
        if (device) device.project = project.name;
      }
      if (turnedOn) wake(project);
      return ok(projectView(world(), project, user.id));
    })),

    http.post('*/api/project/del', withProject('delete', ({ user }, project) => {
      for (const id of project.machineIds) {
        const device = deviceById(world(), id);
        if (device && device.emq_project_id === project.id) {
          device.emq_project_id = null;
          device.project = '';
        }
      }
      projects().delete(project.id);
      log(`user ${user.id} deleted project ${project.id}`);
      return ok(null);
    })),

    http.post('*/api/project/getServer', withProject('resetKey', (_caller, project) => {
      const answerBody: ProjectServer = {
        id: project.id, server: project.server, secret_key: project.secretKey, report_state: project.reportState,
        previousKeyValidUntil: project.previousKey && project.previousKey.validUntil > sim.clock.now() ? project.previousKey.validUntil : null,
      };
      return ok(answerBody);
    })),

  ];
}

/** Who is in a project: members added, removed or quitting, the owner handed on. */
function projectMemberHandlers(sim: Sim, { world, projects, withProject, log, findUser }: ProjectScope) {
  return [
    // {id, account, countryCode}: 08011006 no such user, 08011007 already in the project.
    http.post('*/api/project/addUser', withProject('manageUsers', (_caller, project, fields) => {
      const user = findUser(fields.account ?? '', fields.countryCode ?? '');
      if (!user) return fail(BusinessCode.ProjectUserNotFound, 'no user with this phone or e-mail');
      if (!enterpriseOf(world(), project.eid)?.memberIds.includes(user.id)) return noPermission('only members of the enterprise may join its projects');
      if (roleIn(project, user.id) !== undefined) return fail(BusinessCode.ProjectUserExists, 'already in the project');
      project.memberIds.push(user.id);
      log(`user ${user.id} joined project ${project.id}`);
      return ok(userView(user, 1));
    })),

    // {id, delUserId}: the owner removes a member; a member removes themselves (quit). The owner cannot leave.
    http.post('*/api/project/delUser', authed(sim, ({ user }, fields) => {
      const project = projects().get(Number(fields.id));
      if (!project) return notFound();
      const target = Number(fields.delUserId);
      const role = roleIn(project, user.id);
      if (role === undefined) return noPermission('not a user of this project');
      const allowed = target === user.id ? mayDo(role, 'quit') : mayDo(role, 'manageUsers');
      if (!allowed) return noPermission(target === user.id ? 'the owner transfers or deletes the project instead' : 'only the owner removes users');
      if (!project.memberIds.includes(target)) return fail(BusinessCode.ProjectUserNotFound, 'not a member of this project');
      project.memberIds = project.memberIds.filter((id) => id !== target);
      log(target === user.id ? `user ${user.id} quit project ${project.id}` : `user ${target} removed from project ${project.id}`);
      return ok(null);
    })),

    // {id, transferUser}: a member becomes the owner; the owner stays as a member.
    http.post('*/api/project/transfer', withProject('transfer', ({ user }, project, fields) => {
      const target = Number(fields.transferUser);
      if (!project.memberIds.includes(target)) return fail(BusinessCode.ProjectUserNotFound, 'the new owner must be a member');
      if (!enterpriseOf(world(), project.eid)?.memberIds.includes(target)) return noPermission('the new owner must be a member of the enterprise');
      project.memberIds = [user.id, ...project.memberIds.filter((id) => id !== target)];
      project.ownerId = target;
      log(`project ${project.id} transferred from user ${user.id} to user ${target}`);
      return ok(null);
    })),

  ];
}

/** Which devices are in a project: added, removed, and the ones the owner may still add. */
function projectDeviceHandlers({ world, withProject, log, wake }: ProjectScope) {
  return [
    // {id, machineId}: a device of the enterprise the owner holds (or maintains), in no other project.
    http.post('*/api/project/addMachine', withProject('manageDevices', ({ user }, project, fields) => {
      const machineId = machineIdOf(fields);
      const candidate = candidatesOf(world(), user, project).find((m) => m.machine_id === machineId);
      const device = deviceById(world(), machineId);
      if (!candidate || !device) return fail(BusinessCode.DeviceNotFound, 'not a device you may add to this project');
      const refusal = deviceJoinRefusal(device.emq_project_id, project.id);
      if (refusal === 'taken') return fail(BusinessCode.ProjectDeviceTaken, `device is in project ${device.emq_project_id}`);
      if (refusal === undefined) {
        project.machineIds.push(machineId);
        device.emq_project_id = project.id;
        device.project = project.name;
        log(`device ${machineId} joined project ${project.id}`);
        wake(project);
      }
      return ok(machineView(world(), device, candidate.limit_authority));
    })),

    http.post('*/api/project/delMachine', withProject('manageDevices', (_caller, project, fields) => {
      const machineId = machineIdOf(fields);
      if (!project.machineIds.includes(machineId)) return fail(BusinessCode.DeviceNotFound, 'not a device of this project');
      project.machineIds = project.machineIds.filter((id) => id !== machineId);
      const device = deviceById(world(), machineId);
      if (device && device.emq_project_id === project.id) {
        device.emq_project_id = null;
        device.project = '';
      }
      log(`device ${machineId} left project ${project.id}`);
      return ok(null);
    })),

    http.post('*/eapi/web/c/project/machine/list', withProject('manageDevices', ({ user }, project) => ok(candidatesOf(world(), user, project)))),

  ];
}

/** The enterprise's team as the member form offers it, and a project user's remote visit to a project device. */
function projectTeamAndVisitHandlers(sim: Sim, { world, withProject, log }: ProjectScope) {
  return [
    http.post('*/eapi/web/c/managerteam/members', authed(sim, ({ user }, fields) => {
      const enterprise = enterpriseOf(world(), Number(fields.eid));
      if (!enterprise || !enterprise.memberIds.includes(user.id)) return noPermission('not a member of this enterprise');
      const users = new Map(world().users.map((u) => [u.id, u]));
      return ok(enterprise.memberIds.flatMap((id) => {
        const member = users.get(id);
        return member ? [teamMemberView(member)] : [];
      }));
    })),

    // {id, machineID, terminalID}: a project user opens one of the project's devices; the visit results of api.md
    // section 8 as the enterprise lists answer them (a forced result from /__sim/visit-result wins).
    http.post('*/eapi/web/c/machine/getVisitUrl', withProject('view', ({ user }, project, fields, request) => {
      const device = deviceById(world(), machineIdOf(fields));
      if (!device || !project.machineIds.includes(device.machine_id)) return fail(BusinessCode.DeviceNotFound, 'not a device of this project');
      if (project.ownerId !== user.id && project.enableVisitUrl !== 1) return noPermission('remote visits are off for members of this project');
      const forced = peekForced(world(), device.machine_code);
      if (forced && forced !== 'success' && [...GATE, ...URL_STEP].includes(forced)) {
        consumeForced(world(), device.machine_code);
        return answer(forced);
      }
      if (forced !== 'success') {
        if (world().blacklist.some((b) => b.machineId === device.machine_id && b.userId === user.id)) return answer('BLACKLIST');
        if (device.cloudState === 0) return answer('CLOUD_EXPIRED');
      }
      const token = randomToken();
      const now = sim.clock.now();
      detailState(world()).visitLinks.set(token, { token, machineId: device.machine_id, userId: user.id, issuedAt: now, expiresAt: now + VISIT_LINK_TTL_MS });
      log(`project ${project.id}: visit link for device ${device.machine_id} issued to user ${user.id}`);
      return ok({ url: `${new URL(request.url).origin}${HMI_PATH}/${encodeURIComponent(device.machine_code)}?visit=${token}` });
    })),
  ];
}

export function projectHandlers(sim: Sim) {
  const scope = projectScope(sim);
  return [
    ...projectViewHandlers(sim, scope),
    ...projectLifecycleHandlers(sim, scope),
    ...projectMemberHandlers(sim, scope),
    ...projectDeviceHandlers(scope),
    ...projectTeamAndVisitHandlers(sim, scope),
  ];
}
