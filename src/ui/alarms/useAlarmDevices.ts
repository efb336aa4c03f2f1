import { useQuery } from '@tanstack/react-query';
import type { AlarmDeviceType } from '../../domain/wire/alarm';
import type { Http } from '../app/runtime';
import { alarmDevicesQuery, type DeviceOption } from './queries';

export type { DeviceOption };

const NONE: DeviceOption[] = [];

/** The devices of the scope, for the device filter; none until (or unless) the cloud answers. */
export function useAlarmDevices(http: Http, deviceType: AlarmDeviceType, eid: number): DeviceOption[] {
  return useQuery(alarmDevicesQuery(http, deviceType, eid)).data ?? NONE;
}
