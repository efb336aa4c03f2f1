// Server state of the device detail panel: keys built here only, every key under ['deviceDetail'].
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import type { AccessLimit, DeviceDetail, DeviceFacts, DeviceLocation, LocationAllowance } from '../../domain/wire/deviceDetail';
import { AUTO_LOCATION_WAYS, type AutoLocationWay } from '../../domain/location';
import { LOCATION_REFRESHES_PER_DAY } from '../../domain/constants';
import { BusinessCode } from '../../domain/resultCodes';
import type { MachineInfoPayload, MachineUpdatePayload } from '../../domain/wire/machine';
import { getDeviceDetail, getDeviceFacts, resetImage } from '../../transport/api/deviceDetail';
import { deleteMachine, setAlarmLimit, setCloudSwitch, setReadLimit, updateMachine, updateMachineInfo } from '../../transport/api/machine';
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
import {
  locationAllowance,
  refreshAutoLocation,
  searchPlaces,
  setAutoLocationWay,
  setLocationType,
  setMachineLocation,
  type PlaceHit,
} from '../../transport/api/location';
import { withSignal, type Http } from '../../transport/http';
import { asArray, outcomeOf, unwrap } from '../data/callQuery';

export const detailKeys = {
  all: ['deviceDetail'] as const,
  device: (machineId: number) => [...detailKeys.all, machineId] as const,
  enterprise: (eid: number, machineId: number) => [...detailKeys.all, machineId, 'enterprise', eid] as const,
  allowance: (machineId: number) => [...detailKeys.all, machineId, 'locationAllowance'] as const,
  iotCard: (iccid: string) => [...detailKeys.all, 'iotCard', iccid] as const,
  /** Places the map's geocoder found for a search text, in the page's language. */
  places: (lang: string, text: string) => [...detailKeys.all, 'places', lang, text] as const,
};

export interface DetailData {
  detail: DeviceDetail;
  facts: DeviceFacts;
}

/** GET device/v1/detail and POST detail/page together. */
export const deviceDetailQuery = (http: Http, machineId: number) =>
  queryOptions({
    queryKey: detailKeys.device(machineId),
    queryFn: async ({ signal }): Promise<DetailData> => {
      const [detail, facts] = await Promise.all([unwrap(getDeviceDetail(withSignal(http, signal), { machineId })), unwrap(getDeviceFacts(withSignal(http, signal), { machineId }))]);
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
    queryFn: async ({ signal }): Promise<EnterpriseDetail> => {
      const payload = { eid, machineId };
      const quiet = { quiet: true };
      const groups = getAllGroup(withSignal(http, signal), { eid }, quiet);
      const [row, base, personnel, maintainers] = await Promise.all([
        unwrap(machineInfo(withSignal(http, signal), payload, quiet)),
        unwrap(machineBaseInfo(withSignal(http, signal), payload, quiet)),
        unwrap(machinePersonnel(withSignal(http, signal), payload, quiet)),
        unwrap(machineMaintenancePersonnel(withSignal(http, signal), payload, quiet)),
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
  queryOptions({ queryKey: detailKeys.allowance(machineId), queryFn: ({ signal }): Promise<LocationAllowance> => unwrap(locationAllowance(withSignal(http, signal), { machineId })) });

/** The IoT card's facts and its top-up address (without one there is just no QR code). */
export const iotCardQuery = (http: Http, iccid: string) =>
  queryOptions({
    queryKey: detailKeys.iotCard(iccid),
    queryFn: async ({ signal }): Promise<{ card: IotCard; qr: string }> => {
      const [card, qr] = await Promise.all([unwrap(getIotCard(withSignal(http, signal), { iccid })), getIotCardQr(withSignal(http, signal), { iccid })]);
      return { card, qr: qr.ok ? qr.data.url : '' };
    },
    enabled: iccid !== '',
  });

/** A saved change of the device goes into its cached detail at once (the panel shows it without asking again). */
function usePatchDetail(machineId: number) {
  const client = useQueryClient();
  return (change: Partial<DeviceDetail>) =>
    client.setQueryData<DetailData>(detailKeys.device(machineId), (data) => (data ? { ...data, detail: { ...data.detail, ...change } } : data));
}

/** machine/update: name, alias and remark. */
export function useUpdateMachine(http: Http, machineId: number) {
  const patch = usePatchDetail(machineId);
  return useMutation({
    mutationFn: (payload: MachineUpdatePayload) => unwrap(updateMachine(http, payload)),
    onSuccess: (_answer, payload) =>
      patch({ machine_name: payload.updateMachineName, alias: payload.updateMachineAlias ?? '', machineRemark: payload.updateMachineRemark }),
  });
}

/** cloudSet/updateMachineInfo: the owner's audit mode (and the device password it needs). */
export function useUpdateAuditMode(http: Http, machineId: number) {
  const patch = usePatchDetail(machineId);
  return useMutation({
    mutationFn: (payload: MachineInfoPayload) => unwrap(updateMachineInfo(http, payload)),
    onSuccess: (_answer, payload) => patch(payload.checkType === 1 ? { checkType: 1, hasPasswd: true } : { checkType: 0 }),
  });
}

/** machine/del as the owner (akey) or a member leaving the device; the panel tells the list. */
export function useDeleteMachine(http: Http, machineId: number) {
  return useMutation({ mutationFn: ({ owner }: { owner: boolean }) => unwrap(deleteMachine(http, machineId, owner)) });
}

/** The device's screen image back to the factory one. */
export function useResetImage(http: Http, machineId: number) {
  return useMutation({ mutationFn: () => unwrap(resetImage(http, { machineId })) });
}

/** machineCloudSwitchState: opening or closing the device's cloud service; the answer goes into the cached detail. */
export function useCloudSwitch(http: Http, machineId: number) {
  const patch = usePatchDetail(machineId);
  return useMutation({
    mutationFn: (open: boolean) => unwrap(setCloudSwitch(http, machineId, open)),
    onSuccess: (answer, open) => patch({ cloudState: answer?.cloudState ?? (open ? 1 : 0) }),
  });
}

/** A member moved from one access limit to another (product.md section 6). */
export interface LimitChange {
  userId: number;
  from: AccessLimit;
  to: AccessLimit;
}

/** limitReadSet or limitAlarmSet: the one call that moves a member from `from` to `to`. */
function sendLimit(http: Http, machineId: number, { userId, from, to }: LimitChange) {
  if (to === 'noAlarm') return setAlarmLimit(http, machineId, userId, true);
  if (to === 'readOnly') return setReadLimit(http, machineId, userId, true);
  // Back to read and write: a muted member gets alarms again, a read-only one gets write access.
  return from === 'noAlarm' ? setAlarmLimit(http, machineId, userId, false) : setReadLimit(http, machineId, userId, false);
}

/** A member's access limit: the cloud's answer is written into the cached detail, which hands the members back. */
export function useSetMemberLimit(http: Http, machineId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: LimitChange) => unwrap(sendLimit(http, machineId, change)),
    onSuccess: ({ access }, { userId }) =>
      client.setQueryData<DetailData>(detailKeys.device(machineId), (data) =>
        data?.facts.limits
          ? { ...data, facts: { ...data.facts, limits: data.facts.limits.map((m) => (m.userId === userId ? { ...m, access } : m)) } }
          : data,
      ),
  });
}

/** A change of where the device is, as data; `kind` also names the step the panel shows busy. */
export type LocationMove =
  /** Back to the automatic place (the manual type is saved with its place). */
  | { kind: 'type' }
  | { kind: 'way'; way: AutoLocationWay }
  /** One of the day's automatic refreshes. */
  | { kind: 'refresh' }
  /** The manual place and its address. */
  | { kind: 'save'; lat: number; lng: number; address: string };

function sendLocationMove(http: Http, machineId: number, move: LocationMove): Promise<DeviceLocation & { left?: number }> {
  switch (move.kind) {
    case 'type':
      return unwrap(setLocationType(http, { machineId, locationType: 'auto' }));
    case 'way':
      return unwrap(setAutoLocationWay(http, { machineId, locationWay: AUTO_LOCATION_WAYS[move.way] }));
    case 'refresh':
      return unwrap(refreshAutoLocation(http, { machineId }));
    case 'save':
      return unwrap(setMachineLocation(http, { machineId, lat: move.lat, lng: move.lng, address: move.address }));
  }
}

/**
 * The location calls (refusals are toasted by the transport): the new place goes into the cached detail; a refresh
 * also counts down the day's allowance, and a refresh refused for the day's limit sets it to none left.
 */
export function useLocationChange(http: Http, machineId: number) {
  const client = useQueryClient();
  const patch = usePatchDetail(machineId);
  const setAllowance = (left: number) =>
    client.setQueryData<LocationAllowance>(detailKeys.allowance(machineId), { used: LOCATION_REFRESHES_PER_DAY - left, left, limit: LOCATION_REFRESHES_PER_DAY });
  return useMutation({
    mutationFn: (move: LocationMove) => sendLocationMove(http, machineId, move),
    onSuccess: (place, move) => {
      patch({ lat: place.lat, lng: place.lng, address: place.address, locationType: place.locationType, locationWay: place.locationWay });
      if (move.kind === 'refresh' && place.left !== undefined) setAllowance(place.left);
    },
    onError: (error, move) => {
      const outcome = outcomeOf(error);
      if (move.kind === 'refresh' && outcome?.kind === 'business' && outcome.code === BusinessCode.LocationRefreshLimit) setAllowance(0);
    },
  });
}

/** The map search through the deployment's geocoder (not the cloud), asked when the user searches; a new search
 * cancels the one under way. Rejects when the geocoder cannot be reached. */
export const placesQuery = (lang: string, text: string | undefined) =>
  queryOptions({
    queryKey: detailKeys.places(lang, text ?? ''),
    queryFn: ({ signal }): Promise<PlaceHit[]> => searchPlaces(text ?? '', { lang, signal }),
    enabled: text !== undefined,
  });
