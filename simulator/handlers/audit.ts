import { http } from 'msw';
import { AUDIT_STATE_CODE, auditStep, isFinalAudit, type ApplicationKind } from '../../src/domain/audit';
import { REPEAT_REQUEST_BLOCK_MS } from '../../src/domain/constants';
import { BusinessCode } from '../../src/domain/resultCodes';
import { applyRefusal, may, VISIT_FOREVER, type DeviceRole } from '../../src/domain/roles';
import { checkVisitExpiry, checkVisitMessage } from '../../src/domain/validation';
import type { ApplicationView, ApplyResult } from '../../src/domain/wire/audit';
import { bothLanguages } from '../../src/domain/cloudText';
import { deliverMessage } from '../messaging';
import type { Sim } from '../sim';
import {
  answerApplication, auditPolicy, blacklistUser, grant, grantFor, lastApplication, membersOf, roleOn,
} from '../world/applications';
import { nextId } from '../world/ids';
import { checkDevicePassword } from '../world/devicePasswords';
import { tooFrequent } from './limited';
import type { Application, Device, SimUser } from '../world/types';
import { authed, fail, ok, type Caller, type Fields } from './envelope';

// Applying for a device (bind, visit, bind as Bkey, or the device password) and answering applications
// (product.md sections 4 and 6). Refusals use the catalogue's named codes (src/domain/resultCodes.ts).

const code = (name: keyof typeof BusinessCode) => BusinessCode[name];

function deviceOf(sim: Sim, fields: Fields, key = 'machineID'): Device | undefined {
  const id = Number(fields[key]);
  return sim.world.devices.find((d) => d.machine_id === id);
}

const REFUSAL_CODES = {
  blacklisted: code('ApplyBlacklisted'),
  alreadyAkey: code('ApplyAlreadyAkey'),
  alreadyBkey: code('ApplyAlreadyBkey'),
} as const;

/** Answers with the reason an application by this role on this device is refused, or undefined. */
function refuseApplicant(sim: Sim, device: Device, user: SimUser): Response | undefined {
  const refusal = applyRefusal(roleOn(sim.world, device.machine_id, user.id));
  return refusal ? fail(REFUSAL_CODES[refusal], `application refused: ${refusal}`) : undefined;
}

function auditorsOf(sim: Sim, device: Device): number[] {
  const policy = auditPolicy(sim.world, device);
  return membersOf(sim.world, device.machine_id)
    .filter((m) => m.limitAuthority === 3 || (m.limitAuthority === 2 && policy.checkType === 0))
    .map((m) => m.userId);
}

const messageType = (kind: ApplicationKind) => (kind === 'visit' ? 'deviceVisit' : 'deviceBind');

function apply(sim: Sim, caller: Caller, device: Device, kind: ApplicationKind, fields: Fields): Response {
  const now = sim.clock.now();
  const previous = lastApplication(sim.world, device.machine_id, caller.user.id, kind);
  if (previous && now - previous.createdAt < REPEAT_REQUEST_BLOCK_MS) {
    return fail(code('ApplyTooFrequent'), 'repeat request blocked');
  }
  const application: Application = {
    id: nextId(sim.world), kind, machineId: device.machine_id, applicantId: caller.user.id,
    message: fields.message ?? '', remarks: fields.remarks ?? '', terminalID: fields.terminalID ?? '',
    terminalName: fields.terminalName ?? caller.session.terminalName, createdAt: now, state: 'unaudited', answers: [],
  };
  sim.world.applications.push(application);
  // The cloud's own title in both languages, for a client that does not build one; the console builds it from
  // `request` in the reader's language (docs/decisions.md, "Console").
  const name = caller.user.name;
  const deviceName = device.machine_name;
  const title = bothLanguages(
    kind === 'visit' ? { cn: `访问申请：${name}申请访问“${deviceName}”`, en: `Visit request: ${name} → ${deviceName}` }
      : kind === 'bindBkey' ? { cn: `管理员（Bkey）申请：${name}申请成为“${deviceName}”的管理员`, en: `Bkey request: ${name} → ${deviceName}` }
        : { cn: `绑定申请：${name}申请绑定“${deviceName}”`, en: `Bind request: ${name} → ${deviceName}` },
  );
  const request = { kind, applicant: caller.user.name, machineName: device.machine_name };
  for (const userId of auditorsOf(sim, device)) {
    deliverMessage(sim, userId, {
      type: messageType(kind), title, request, content: application.message, machineId: device.machine_id,
      deviceCode: device.machine_code, applicationId: application.id,
      audit: { isResult: false, auditState: AUDIT_STATE_CODE.unaudited },
    });
  }
  sim.log.add('audit', `${kind} application ${application.id} by user ${caller.user.id} on ${device.machine_id}`);
  const result: ApplyResult = { applicationId: application.id, state: application.state };
  return ok(result);
}

export function applicationView(sim: Sim, application: Application, viewerId: number): ApplicationView {
  const { world } = sim;
  const device = world.devices.find((d) => d.machine_id === application.machineId);
  const applicant = world.users.find((u) => u.id === application.applicantId);
  const role = roleOn(world, application.machineId, viewerId);
  const policy = device ? auditPolicy(world, device) : { checkType: 0 as const, hasBkeys: false };
  const answerEvent = role === 'akey' ? 'AKEY_PASS' : role === 'bkey' ? 'BKEY_PASS' : undefined;
  return {
    id: application.id, kind: application.kind, machineId: application.machineId,
    machineName: device?.machine_name ?? '', machineCode: device?.machine_code ?? '',
    applicantId: application.applicantId, applicantName: applicant?.name ?? '', applicantPhone: applicant?.phone ?? '',
    applicantEmail: applicant?.email ?? '', message: application.message, remarks: application.remarks,
    terminalName: application.terminalName, createdAt: Math.floor(application.createdAt / 1000), state: application.state,
    checkType: device?.checkType ?? 0,
    answers: application.answers.map((a) => ({
      role: a.role, verdict: a.verdict, at: Math.floor(a.at / 1000), name: world.users.find((u) => u.id === a.userId)?.name ?? '',
    })),
    durationMinutes: application.durationMinutes,
    canAnswer: answerEvent !== undefined && auditStep(application.state, answerEvent, policy) !== undefined,
    viewerRole: role,
    hasBkeys: policy.hasBkeys,
  };
}

function reply(sim: Sim, caller: Caller, fields: Fields): Response {
  const { world } = sim;
  const application = world.applications.find((a) => a.id === Number(fields.applicationId ?? fields.id));
  const device = application && world.devices.find((d) => d.machine_id === application.machineId);
  if (!application || !device) return fail(code('InvalidInput'), 'no such application');
  const role: DeviceRole = roleOn(world, device.machine_id, caller.user.id);
  if (!may(role, 'approve') || (role !== 'akey' && role !== 'bkey')) return fail(code('NoPermission'), 'only the Akey and Bkeys answer');
  const verdict = fields.result === '1' ? 'pass' : 'refuse';
  let duration: number | undefined;
  if (verdict === 'pass' && fields.duration !== undefined && fields.duration !== '') {
    duration = Number(fields.duration);
    if (duration !== VISIT_FOREVER && !checkVisitExpiry(duration).ok) return fail(code('VisitTimeTooShort'), 'duration under 10 minutes');
  }
  const now = sim.clock.now();
  const outcome = answerApplication(application, { userId: caller.user.id, role, verdict, at: now }, auditPolicy(world, device));
  if (!outcome.ok) {
    const reason = { settled: code('ApplicationSettled'), answered: code('AuditAlreadyAnswered'), notAuditor: code('NoPermission') }[outcome.why];
    return fail(reason, `answer refused: ${outcome.why}`);
  }
  if (duration !== undefined) application.durationMinutes = duration;
  if (verdict === 'refuse' && fields.blacklist === '1') blacklistUser(world, device.machine_id, application.applicantId, now);
  if (application.state === 'allPassed') {
    const { limit, durationMinutes } = grantFor(application);
    const visitTime = durationMinutes === VISIT_FOREVER ? VISIT_FOREVER : Math.floor(now / 1000) + durationMinutes * 60;
    grant(world, device.machine_id, application.applicantId, limit, visitTime, now);
  }
  if (isFinalAudit(application.state)) {
    deliverMessage(sim, application.applicantId, {
      type: messageType(application.kind), title: `${device.machine_name}: ${application.state}`,
      content: application.state === 'allPassed' ? 'passed' : 'refused', machineId: device.machine_id,
      deviceCode: device.machine_code, applicationId: application.id,
      audit: { isResult: true, auditState: AUDIT_STATE_CODE[application.state] },
    });
  }
  sim.log.add('audit', `application ${application.id}: ${outcome.before} → ${application.state} by user ${caller.user.id}`);
  return ok(applicationView(sim, application, caller.user.id));
}

export function auditHandlers(sim: Sim) {
  const guardedApply = (kind: 'visit' | 'bind') =>
    authed(sim, (caller, fields) => {
      const device = deviceOf(sim, fields);
      if (!device) return fail(code('DeviceNotFound'), 'no such device');
      if (!checkVisitMessage(fields.message ?? '').ok) return fail(code('InvalidInput'), 'message too long');
      const refused = refuseApplicant(sim, device, caller.user);
      if (refused) return refused;
      // A white-list visitor asking to bind is asking to become a Bkey.
      const role = roleOn(sim.world, device.machine_id, caller.user.id);
      return apply(sim, caller, device, kind === 'bind' && role === 'visitor' ? 'bindBkey' : kind, fields);
    });

  const replyHandler = authed(sim, (caller, fields) => reply(sim, caller, fields));

  return [
    // {machineID, terminalID, message, terminalName}
    http.post('*/api/v1/audit/addVisit', guardedApply('visit')),
    // {machineID, remarks, message}
    http.post('*/api/v1/audit/addBind', guardedApply('bind')),

    // {machineID, password}: in Akey+password mode the device password binds the caller at once.
    http.post('*/api/v1/audit/checkMachinePwd', authed(sim, (caller, fields) => {
      const device = deviceOf(sim, fields);
      if (!device) return fail(code('DeviceNotFound'), 'no such device');
      const refused = refuseApplicant(sim, device, caller.user);
      if (refused) return refused;
      if (device.checkType !== 1 || !device.hasPasswd) return fail(code('NoPermission'), 'device is not in password mode');
      const now = sim.clock.now();
      const previous = lastApplication(sim.world, device.machine_id, caller.user.id, 'bind');
      if (previous && previous.state !== 'allPassed' && now - previous.createdAt < REPEAT_REQUEST_BLOCK_MS && previous.terminalID === 'password') {
        return fail(code('ApplyTooFrequent'), 'repeat password attempt blocked');
      }
      const verdict = checkDevicePassword(sim.world, device, caller.user.id, fields.password ?? '', now);
      if (typeof verdict === 'object') return tooFrequent(verdict.limited, 'too many wrong device passwords, wait before trying again');
      const right = verdict === 'right';
      const application: Application = {
        id: nextId(sim.world), kind: 'bind', machineId: device.machine_id, applicantId: caller.user.id, message: '',
        remarks: '', terminalID: 'password', terminalName: caller.session.terminalName, createdAt: now,
        state: right ? 'allPassed' : 'akeyRefused', answers: [],
      };
      sim.world.applications.push(application);
      if (!right) return fail(code('DevicePasswordWrong'), 'wrong device password');
      grant(sim.world, device.machine_id, caller.user.id, 0, VISIT_FOREVER, now);
      const result: ApplyResult = { applicationId: application.id, state: 'allPassed' };
      return ok(result);
    })),

    // {applicationId, result 1|0, blacklist?, duration?}: the message centre's approval and the device's.
    http.post('*/api/msg/v1/device/bind/verify', replyHandler),
    http.post('*/api/msg/v1/device/visit/verify', replyHandler),
    http.post('*/api/v1/audit/visitReply', replyHandler),
    http.post('*/api/v1/audit/bindReply', replyHandler),

    // ?machineID= (a manager sees the device's applications, anyone else their own), ?applicationId= or ?messageId=.
    http.get('*/api/v1/devices/auditProcess', authed(sim, ({ user }, fields) => {
      const { world } = sim;
      const fromMessage = fields.messageId ? world.messages.find((m) => m.id === Number(fields.messageId) && m.userId === user.id) : undefined;
      const applicationId = fields.applicationId ?? (fromMessage?.applicationId !== undefined ? String(fromMessage.applicationId) : undefined);
      if (fields.messageId && applicationId === undefined) return fail(code('InvalidInput'), 'message without application');
      if (applicationId) {
        const application = world.applications.find((a) => a.id === Number(applicationId));
        if (!application) return fail(code('InvalidInput'), 'no such application');
        const role = roleOn(world, application.machineId, user.id);
        if (application.applicantId !== user.id && !may(role, 'approve')) return fail(code('NoPermission'), 'not yours');
        return ok([applicationView(sim, application, user.id)]);
      }
      const device = deviceOf(sim, fields);
      if (!device) return fail(code('DeviceNotFound'), 'no such device');
      const manager = may(roleOn(world, device.machine_id, user.id), 'approve');
      const list = world.applications
        .filter((a) => a.machineId === device.machine_id && (manager || a.applicantId === user.id))
        .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
        .map((a) => applicationView(sim, a, user.id));
      return ok(list);
    })),
  ];
}
