// The project calls' shapes (api.md section 7, Project; product.md section 3). api.md names the calls and a few
// payload fields only; the rest is fixed here once, for the console and the simulator (docs/decisions.md, issue 13).

/** 1: enterprise projects (/project/?type=1), 2: maintenance projects (/project/?type=2). */
export type ProjectType = 1 | 2;

/** A project user (getUser). limit_authority 3 marks the owner, 1 a member. */
export interface ProjectUser {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
  limit_authority: number;
}

/** A device of a project (getMachine) or a device that could join one (eapi project/machine/list). */
export interface ProjectMachine {
  machine_id: number;
  machine_name: string;
  machine_code: string;
  alias: string;
  /** 1 online, 0 offline. */
  state: 0 | 1;
  eid: number;
  cloudState: 0 | 1;
  /** The caller's role on the device (3 owner, 2 admin, -1 maintainer without a key). */
  limit_authority: number;
  /** The project holding the device, null when it is in none (product.md section 4). */
  emq_project_id: number | null;
  /** The holding project's name ('' when none). */
  project: string;
}

/** A project as the list and get answer it. `secret_key` is '' for anyone but the owner. */
export interface Project {
  id: number;
  eid: number;
  type: ProjectType;
  name: string;
  description: string;
  /** 1 reporting on, 0 off. */
  report_state: 0 | 1;
  /** The owner's user id (the cloud spells it "ownner"). */
  ownner: number;
  ownerName: string;
  /** 1 when members may open the project's devices remotely (machine/getVisitUrl). */
  enable_get_visit_url: 0 | 1;
  /** The customer's reporting server address ('' when none is configured). */
  server: string;
  secret_key: string;
  /** Each project machine adds REPORT_COUNT_PER_PROJECT_MACHINE (product.md section 9). */
  report_count: number;
  user_length: number;
  machine_length: number;
  /** The caller's role in the project: 3 owner, 1 member. */
  limit_authority: number;
}

/** eapi/web/c/project/list {eid, type, limit_authority}: limit_authority is the highest role listed (3: all). */
export interface ProjectListPayload {
  eid: number;
  type: ProjectType;
  limit_authority: number;
}

export interface ProjectIdPayload {
  id: number;
}

/** project/add. */
export interface ProjectAddPayload {
  eid: number;
  type: ProjectType;
  name: string;
  description: string;
}

/** project/edit: only the fields sent change; resetKey 1 issues a new secret key (the old one has a grace period). */
export interface ProjectEditPayload {
  id: number;
  name?: string;
  description?: string;
  server?: string;
  report_state?: 0 | 1;
  enable_get_visit_url?: 0 | 1;
  resetKey?: 1;
}

/** project/getServer {id}: the reporting server, the key and the previous key's grace period (owner only). */
export interface ProjectServer {
  id: number;
  server: string;
  secret_key: string;
  report_state: 0 | 1;
  /** ms since the epoch until which the previous key still signs deliveries; null when there is none. */
  previousKeyValidUntil: number | null;
}

export interface ProjectAddUserPayload {
  id: number;
  /** A phone number or an e-mail address. */
  account: string;
  countryCode: string;
}

export interface ProjectDelUserPayload {
  id: number;
  delUserId: number;
}

export interface ProjectTransferPayload {
  id: number;
  transferUser: number;
}

export interface ProjectMachinePayload {
  id: number;
  machineId: number;
}

/** One attempt to deliver a report to the project's server. */
export interface DeliveryAttempt {
  /** The report the attempt carried; retries share it. */
  deliveryId: string;
  attempt: number;
  /** ms since the epoch. */
  at: number;
  /** The server's HTTP status; 0 when it could not be reached. */
  status: number;
  ok: boolean;
  latencyMs: number;
  /** Retries before this attempt (attempt - 1). */
  retries: number;
  /** What went wrong, in English for the log ('' on success). */
  error: string;
  /** When the next retry goes out (ms), or null when this was the last attempt. */
  nextRetryAt: number | null;
  server: string;
  /** What the report held. */
  devices: number;
  alarms: number;
}

/** eapi/web/c/project/info {id}: the project with its reporting state and delivery log. */
export interface ProjectInfo {
  project: Project;
  previousKeyValidUntil: number | null;
  /** False where the simulator cannot send (the demo in the browser): the log stays empty. */
  delivering: boolean;
  deliveries: DeliveryAttempt[];
}

/** eapi/web/c/project/machine/list {id}: the enterprise's devices the caller may put into the project. */
export interface ProjectMachineListPayload {
  id: number;
}

/** eapi/web/c/managerteam/members {eid}: the enterprise's members, for picking who to add. */
export interface TeamMember {
  id: number;
  name: string;
  email: string;
  phone: string;
  country_code: string;
}

/** eapi/web/c/machine/getVisitUrl {id, machineID, terminalID}: a visit link to a project device. */
export interface ProjectVisitPayload {
  id: number;
  machineID: number;
  terminalID: string;
}
