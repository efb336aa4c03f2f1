// The project calls (api.md section 7, Project). Shapes the spec leaves out are fixed in
// src/domain/wire/project.ts, shared with the simulator. Calls whose failure a screen shows inline are quiet.
import type { Http, Result } from '../http';
import type {
  Project,
  ProjectAddPayload,
  ProjectAddUserPayload,
  ProjectDelUserPayload,
  ProjectEditPayload,
  ProjectIdPayload,
  ProjectInfo,
  ProjectListPayload,
  ProjectMachine,
  ProjectMachinePayload,
  ProjectServer,
  ProjectTransferPayload,
  ProjectUser,
  ProjectVisitPayload,
  TeamMember,
} from '../../domain/wire/project';
import type { VisitUrl } from '../../domain/wire/audit';

export type { Project, ProjectInfo, ProjectMachine, ProjectServer, ProjectUser, TeamMember };

type Options = { quiet?: boolean };
// Deletions, removals and the owner's hand-over cannot be undone: sent with an idempotency key (intentKeys.ts).
const IRREVERSIBLE = new Set(['/api/project/del', '/api/project/delUser', '/api/project/transfer', '/api/project/delMachine']);
const post = <T>(http: Http, path: string, body: object, options: Options = {}): Promise<Result<T>> =>
  http.call<T>({ path, body: { ...body }, quiet: options.quiet, ...(IRREVERSIBLE.has(path) ? { once: true } : {}) });

/** POST /eapi/web/c/project/list {eid, type, limit_authority}: the enterprise (1) or maintenance (2) projects. */
export const projectList = (http: Http, payload: ProjectListPayload, options?: Options) =>
  post<Project[]>(http, '/eapi/web/c/project/list', payload, options);

/** POST /api/project/get {id}: one project. */
export const getProject = (http: Http, payload: ProjectIdPayload, options?: Options) => post<Project>(http, '/api/project/get', payload, options);

/** POST /eapi/web/c/project/info {id}: the project with its reporting state and delivery log. */
export const projectInfo = (http: Http, payload: ProjectIdPayload, options?: Options) =>
  post<ProjectInfo>(http, '/eapi/web/c/project/info', payload, options);

/** POST /api/project/getUser {id}: owner first. */
export const getProjectUsers = (http: Http, payload: ProjectIdPayload, options?: Options) =>
  post<ProjectUser[]>(http, '/api/project/getUser', payload, options);

/** POST /api/project/getMachine {id}. */
export const getProjectMachines = (http: Http, payload: ProjectIdPayload, options?: Options) =>
  post<ProjectMachine[]>(http, '/api/project/getMachine', payload, options);

/** POST /api/project/add {eid, type, name, description} → the new project. */
export const addProject = (http: Http, payload: ProjectAddPayload, options?: Options) => post<Project>(http, '/api/project/add', payload, options);

/** POST /api/project/edit {id, …changed fields}; resetKey 1 issues a new key. */
export const editProject = (http: Http, payload: ProjectEditPayload, options?: Options) => post<Project>(http, '/api/project/edit', payload, options);

/** POST /api/project/del {id}. */
export const deleteProject = (http: Http, payload: ProjectIdPayload, options?: Options) => post<null>(http, '/api/project/del', payload, options);

/** POST /api/project/getServer {id}: server, key and the previous key's grace period (owner only). */
export const getProjectServer = (http: Http, payload: ProjectIdPayload, options?: Options) =>
  post<ProjectServer>(http, '/api/project/getServer', payload, options);

/** POST /api/project/addUser {id, account, countryCode}: 08011006 user not found, 08011007 already in project. */
export const addProjectUser = (http: Http, payload: ProjectAddUserPayload, options?: Options) =>
  post<ProjectUser>(http, '/api/project/addUser', payload, options);

/** POST /api/project/delUser {id, delUserId}: the owner removes a member, or a member quits (their own id). */
export const deleteProjectUser = (http: Http, payload: ProjectDelUserPayload, options?: Options) =>
  post<null>(http, '/api/project/delUser', payload, options);

/** POST /api/project/transfer {id, transferUser}: the member becomes owner, the owner a member. */
export const transferProject = (http: Http, payload: ProjectTransferPayload, options?: Options) =>
  post<null>(http, '/api/project/transfer', payload, options);

/** POST /api/project/addMachine {id, machineId}: 08011008 when another project holds the device. */
export const addProjectMachine = (http: Http, payload: ProjectMachinePayload, options?: Options) =>
  post<ProjectMachine>(http, '/api/project/addMachine', payload, options);

/** POST /api/project/delMachine {id, machineId}. */
export const deleteProjectMachine = (http: Http, payload: ProjectMachinePayload, options?: Options) =>
  post<null>(http, '/api/project/delMachine', payload, options);

/** POST /eapi/web/c/project/machine/list {id}: the enterprise's devices that could join, with their project. */
export const projectMachineCandidates = (http: Http, payload: ProjectIdPayload, options?: Options) =>
  post<ProjectMachine[]>(http, '/eapi/web/c/project/machine/list', payload, options);

/** POST /eapi/web/c/managerteam/members {eid}: the enterprise's members. */
export const teamMembers = (http: Http, payload: { eid: number }, options?: Options) =>
  post<TeamMember[]>(http, '/eapi/web/c/managerteam/members', payload, options);

/** POST /eapi/web/c/machine/getVisitUrl {id, machineID, terminalID}: read by the visit flow (classifyAccess), quiet. */
export const projectVisitUrl = (http: Http, payload: ProjectVisitPayload) =>
  post<VisitUrl>(http, '/eapi/web/c/machine/getVisitUrl', payload, { quiet: true });
