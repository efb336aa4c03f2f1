// The project calls (api.md section 7, Project). Payloads and answers: src/domain/wire/project.ts.
import { z } from 'zod';
import * as p from '../wire/project';
import { visitUrl } from '../wire/audit';
import type { BusinessCodeName } from '../resultCodes';
import type { CallDoc } from './callDoc';

const ofProject: BusinessCodeName[] = ['ProjectNotFound', 'NoPermission'];
const VISIT_RESULTS = 'Visit results (api.md section 8) travel as hwcode: 203 BLACKLIST; 416 CLOUD_EXPIRED; 507 REST_TIME_OUT; 505 PASSWORD_ERROR.';

export const PROJECT_CALLS: Readonly<Record<string, CallDoc>> = {
  'POST /api/project/get': { summary: 'One project', payload: p.projectIdPayload, answer: p.project, codes: ofProject },
  'POST /api/project/getUser': { summary: 'A project\'s users, owner first', payload: p.projectIdPayload, answer: z.array(p.projectUser), codes: ofProject },
  'POST /api/project/getMachine': { summary: 'A project\'s devices', payload: p.projectIdPayload, answer: z.array(p.projectMachine), codes: ofProject },
  'POST /api/project/add': { summary: 'Create a project', payload: p.projectAddPayload, answer: p.project, codes: ['NoPermission', 'InvalidInput'] },
  'POST /api/project/getServer': {
    summary: 'A project\'s reporting server and secret key (owner)',
    payload: p.projectIdPayload,
    answer: p.projectServer,
    codes: ofProject,
  },
  'POST /api/project/delUser': {
    summary: 'Remove a project user, or quit a project (own id)',
    payload: p.projectDelUserPayload,
    answer: z.null(),
    codes: [...ofProject, 'ProjectUserNotFound'],
  },
  'POST /api/project/addUser': {
    summary: 'Add a member of the enterprise to a project by phone or e-mail',
    payload: p.projectAddUserPayload,
    answer: p.projectUser,
    codes: [...ofProject, 'ProjectUserNotFound', 'ProjectUserExists'],
  },
  'POST /api/project/transfer': {
    summary: 'Make a member the project\'s owner (the owner stays as a member)',
    payload: p.projectTransferPayload,
    answer: z.null(),
    codes: [...ofProject, 'ProjectUserNotFound'],
  },
  'POST /api/project/del': { summary: 'Delete a project (its devices leave it)', payload: p.projectIdPayload, answer: z.null(), codes: ofProject },
  'POST /api/project/addMachine': {
    summary: 'Put a device into a project',
    payload: p.projectMachinePayload,
    answer: p.projectMachine,
    codes: [...ofProject, 'DeviceNotFound', 'ProjectDeviceTaken'],
  },
  'POST /api/project/delMachine': { summary: 'Take a device out of a project', payload: p.projectMachinePayload, answer: z.null(), codes: [...ofProject, 'DeviceNotFound'] },
  'POST /api/project/edit': {
    summary: 'Edit a project: name, description, reporting, remote visits, a new secret key',
    description: 'Only the fields sent change. resetKey=1 issues a new secret key; the previous one still signs deliveries for a grace period.',
    payload: p.projectEditPayload,
    answer: p.project,
    codes: [...ofProject, 'InvalidInput'],
  },
  'POST /eapi/web/c/project/list': {
    summary: 'The caller\'s enterprise (type 1) or maintenance (type 2) projects',
    payload: p.projectListPayload,
    answer: z.array(p.project),
    codes: ['NoPermission'],
  },
  'POST /eapi/web/c/project/machine/list': {
    summary: 'The enterprise devices the caller may put into a project',
    payload: p.projectIdPayload,
    answer: z.array(p.projectMachine),
    codes: ofProject,
  },
  'POST /eapi/web/c/project/info': { summary: 'A project with its reporting state and delivery log', payload: p.projectIdPayload, answer: p.projectInfo, codes: ofProject },
  'POST /eapi/web/c/managerteam/members': { summary: 'The enterprise\'s members', payload: p.teamMembersPayload, answer: z.array(p.teamMember), codes: ['NoPermission'] },
  'POST /eapi/web/c/machine/getVisitUrl': {
    summary: 'A visit link to a project device',
    description: VISIT_RESULTS,
    payload: p.projectVisitPayload,
    answer: visitUrl,
    codes: [...ofProject, 'DeviceNotFound'],
  },
};

export const PROJECT_SUMMARIES_CN: Readonly<Record<string, string>> = {
  'POST /api/project/get': '单个项目',
  'POST /api/project/getUser': '项目成员（所有者在前）',
  'POST /api/project/getMachine': '项目的设备',
  'POST /api/project/add': '新建项目',
  'POST /api/project/getServer': '项目的上报服务器与密钥（所有者）',
  'POST /api/project/delUser': '移除项目成员，或退出项目（本人 id）',
  'POST /api/project/addUser': '按手机号或邮箱把企业成员加入项目',
  'POST /api/project/transfer': '把项目转让给成员（原所有者留作成员）',
  'POST /api/project/del': '删除项目（其设备移出项目）',
  'POST /api/project/addMachine': '把设备加入项目',
  'POST /api/project/delMachine': '把设备移出项目',
  'POST /api/project/edit': '编辑项目：名称、描述、上报、远程访问、新密钥',
  'POST /eapi/web/c/project/list': '调用者的企业项目（type 1）或运维项目（type 2）',
  'POST /eapi/web/c/project/machine/list': '调用者可加入项目的企业设备',
  'POST /eapi/web/c/project/info': '项目及其上报状态与投递记录',
  'POST /eapi/web/c/managerteam/members': '企业成员',
  'POST /eapi/web/c/machine/getVisitUrl': '项目设备的远程访问链接',
};
