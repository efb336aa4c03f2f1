// The enterprise calls (api.md section 7, Enterprise) and the back-office's extension. Payloads and answers:
// src/domain/wire/enterprise.ts, enterpriseDevices.ts and enterprisePlatform.ts.
import { z } from 'zod';
import * as ent from '../wire/enterprise';
import * as dev from '../wire/enterpriseDevices';
import { enterprisePlatform, enterprisePlatformPayload } from '../wire/enterprisePlatform';
import { visitUrl } from '../wire/audit';
import type { BusinessCodeName } from '../resultCodes';
import type { CallDoc } from './callDoc';

const ofDevice: BusinessCodeName[] = ['DeviceNotFound'];
const people = z.array(dev.personnel);

export const ENTERPRISE_CALLS: Readonly<Record<string, CallDoc>> = {
  'POST /api/enterprises/userEnterpriseList': { summary: 'The caller\'s enterprises', answer: ent.enterpriseList },
  'POST /api/enterprises/enterpriseDeviceList': {
    summary: 'The enterprise device list (type 2: the maintenance list)',
    description: 'Enterprise accounts show only the devices the caller holds an Akey or Bkey on; the maintenance list the devices the caller maintains.',
    payload: dev.enterpriseDeviceListPayload,
    answer: dev.devicePage,
    codes: ['NoPermission'],
  },
  'POST /eapi/ent/c/manager/device/group/devicelist': {
    summary: 'The enterprise device list searched on the server',
    payload: dev.groupDeviceListPayload,
    answer: dev.devicePage,
    codes: ['NoPermission'],
  },
  'POST /api/enterprises/enterprisePermission': { summary: 'What the caller may do in an enterprise', payload: dev.eidPayload, answer: dev.enterprisePermission, codes: ['NoPermission'] },
  'POST /api/enterprises/UpdateMaintenanceRemark': {
    summary: 'Write a device\'s maintenance remark (its maintainers)',
    payload: dev.maintenanceRemarkPayload,
    answer: dev.maintenanceRemark,
    codes: [...ofDevice, 'NoPermission', 'InvalidInput'],
  },
  'POST /api/enterprises/getAllGroup': { summary: 'The enterprise\'s device groups', payload: dev.eidPayload, answer: z.array(dev.enterpriseGroup), codes: ['NoPermission'] },
  'POST /api/enterprises/machineInfo': { summary: 'The caller\'s row of an enterprise device', payload: dev.machineOfEnterprisePayload, answer: dev.enterpriseMachine, codes: ofDevice },
  'POST /api/enterprises/machinePersonnel': {
    summary: 'A device\'s key holders and visitors, owner first',
    payload: dev.machineOfEnterprisePayload,
    answer: people,
    codes: ofDevice,
  },
  'POST /api/enterprises/machineMaintenancePersonnel': { summary: 'A device\'s maintenance staff', payload: dev.machineOfEnterprisePayload, answer: people, codes: ofDevice },
  'POST /api/enterprises/validVisitUrl': {
    summary: 'A visit link to an enterprise device',
    description: 'Visit results (api.md section 8) travel as hwcode: 203, 416 CLOUD_EXPIRED, 505 PASSWORD_ERROR, 507.',
    payload: dev.enterpriseVisitUrlPayload,
    answer: visitUrl,
    codes: ['InvalidInput'],
  },
  'POST /api/enterprises/machineBaseInfo': { summary: 'What identifies an enterprise device', payload: dev.machineOfEnterprisePayload, answer: dev.machineBaseInfo, codes: ofDevice },
  'POST /eapi/ent/c/manager/device/group/all': { summary: 'The enterprise\'s device groups', payload: dev.eidPayload, answer: z.array(dev.enterpriseGroup), codes: ['NoPermission'] },
  'POST /eapi/ent/c/maintain/getteammember': { summary: 'The enterprise\'s maintenance team', payload: dev.eidPayload, answer: people, codes: ['NoPermission'] },
  'POST /eapi/o/getlogo': {
    summary: 'An enterprise\'s platform name and logo',
    description: 'Asked by the header before anything else; needs no sign-in.',
    payload: ent.getLogoPayload,
    answer: ent.enterpriseLogo,
    codes: ['AccountNotFound'],
    public: true,
  },
  'GET /api/entportal/v1/enterprise/info': { summary: 'An enterprise\'s settings and sizes', payload: dev.eidPayload, answer: dev.enterpriseInfo, codes: ['NoPermission'] },
  'PUT /api/ext/v1/enterprise/platform': {
    summary: 'Change an enterprise\'s platform name, logo and projects switch (extension)',
    description: 'The back-office (/backManage); the enterprise manager only. getlogo and enterprise/info answer the new values.',
    payload: enterprisePlatformPayload,
    answer: enterprisePlatform,
    codes: ['NoPermission', 'InvalidInput'],
  },
};

export const ENTERPRISE_SUMMARIES_CN: Readonly<Record<string, string>> = {
  'POST /api/enterprises/userEnterpriseList': '调用者所在的企业',
  'POST /api/enterprises/enterpriseDeviceList': '企业设备列表（type 2：运维设备列表）',
  'POST /eapi/ent/c/manager/device/group/devicelist': '在服务器端搜索的企业设备列表',
  'POST /api/enterprises/enterprisePermission': '调用者在企业中的权限',
  'POST /api/enterprises/UpdateMaintenanceRemark': '填写设备的运维备注（其运维人员）',
  'POST /api/enterprises/getAllGroup': '企业的设备分组',
  'POST /api/enterprises/machineInfo': '调用者看到的企业设备信息',
  'POST /api/enterprises/machinePersonnel': '设备的所有者、管理员和访客（所有者在前）',
  'POST /api/enterprises/machineMaintenancePersonnel': '设备的运维人员',
  'POST /api/enterprises/validVisitUrl': '企业设备的远程访问链接',
  'POST /api/enterprises/machineBaseInfo': '企业设备的基本信息',
  'POST /eapi/ent/c/manager/device/group/all': '企业的设备分组',
  'POST /eapi/ent/c/maintain/getteammember': '企业的运维团队',
  'POST /eapi/o/getlogo': '企业的平台名称与标志',
  'GET /api/entportal/v1/enterprise/info': '企业的设置与规模',
  'PUT /api/ext/v1/enterprise/platform': '修改企业的平台名称、标志和项目开关（扩展接口）',
};
