// Server state of the device detail panel: keys built here only, every key under ['deviceDetail'].
import { queryOptions } from '@tanstack/react-query';
import type { DeviceDetail, DeviceFacts, LocationAllowance } from '../../domain/wire/deviceDetail';
import { getDeviceDetail, getDeviceFacts } from '../../transport/api/deviceDetail';
import {
  getAllGroup,
  machineBaseInfo,
  machineInfo,
  machineMaintenancePersonnel,
  machinePersonnel,
  type EnterpriseGroup,
  type EnterpriseMachine,
  type MachineBaseInfo,
  type Personnel,
} from '../../transport/api/enterpriseDevices';
import { getIotCard, getIotCardQr, type IotCard } from '../../transport/api/iotCard';
import { locationAllowance } from '../../transport/api/location';
import type { Http } from '../../transport/http';
import { asArray, unwrap } from '../data/callQuery';

export const detailKeys = {
  all: ['deviceDetail'] as const,
  device: (machineId: number) => [...detailKeys.all, machineId] as const,
  enterprise: (eid: number, machineId: number) => [...detailKeys.all, machineId, 'enterprise', eid] as const,
  allowance: (machineId: number) => [...detailKeys.all, machineId, 'locationAllowance'] as const,
  iotCard: (iccid: string) => [...detailKeys.all, 'iotCard', iccid] as const,
};

export interface DetailData {
  detail: DeviceDetail;
  facts: DeviceFacts;
}

/** GET device/v1/detail and POST detail/page together. */
export const deviceDetailQuery = (http: Http, machineId: number) =>
  queryOptions({
    queryKey: detailKeys.device(machineId),
    queryFn: async (): Promise<DetailData> => {
      const [detail, facts] = await Promise.all([unwrap(getDeviceDetail(http, { machineId })), unwrap(getDeviceFacts(http, { machineId }))]);
      return { detail, facts };
    },
  });

export interface EnterpriseDetail {
  row: EnterpriseMachine;
  base: MachineBaseInfo;
  personnel: readonly Personnel[];
  maintainers: readonly Personnel[];
  /** The enterprise's groups, to name the device's group ids; empty when the names could not be read. */
  groups: readonly EnterpriseGroup[];
}

/** machineInfo, machineBaseInfo, machinePersonnel and machineMaintenancePersonnel of one enterprise device, together.
 * Quiet: the tab shows its own failure with a retry. */
export const enterpriseDetailQuery = (http: Http, eid: number, machineId: number) =>
  queryOptions({
    queryKey: detailKeys.enterprise(eid, machineId),
    queryFn: async (): Promise<EnterpriseDetail> => {
      const payload = { eid, machineId };
      const quiet = { quiet: true };
      const groups = getAllGroup(http, { eid }, quiet);
      const [row, base, personnel, maintainers] = await Promise.all([
        unwrap(machineInfo(http, payload, quiet)),
        unwrap(machineBaseInfo(http, payload, quiet)),
        unwrap(machinePersonnel(http, payload, quiet)),
        unwrap(machineMaintenancePersonnel(http, payload, quiet)),
      ]);
      const named = await groups;
      return {
        row,
        base,
        personnel: asArray<Personnel>(personnel),
        maintainers: asArray<Personnel>(maintainers),
        groups: named.ok ? asArray<EnterpriseGroup>(named.data) : [],
      };
    },
    enabled: eid > 0,
  });

/** How many automatic location refreshes are left today. */
export const allowanceQuery = (http: Http, machineId: number) =>
  queryOptions({ queryKey: detailKeys.allowance(machineId), queryFn: (): Promise<LocationAllowance> => unwrap(locationAllowance(http, { machineId })) });

/** The IoT card's facts and its top-up address (without one there is just no QR code). */
export const iotCardQuery = (http: Http, iccid: string) =>
  queryOptions({
    queryKey: detailKeys.iotCard(iccid),
    queryFn: async (): Promise<{ card: IotCard; qr: string }> => {
      const [card, qr] = await Promise.all([unwrap(getIotCard(http, { iccid })), getIotCardQr(http, { iccid })]);
      return { card, qr: qr.ok ? qr.data.url : '' };
    },
    enabled: iccid !== '',
  });
