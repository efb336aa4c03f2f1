// Server state of the live notifications: keys built here only, every key under ['notifications']. What a toast
// or prompt needs beyond the push itself is read through the lists' own queries, so a list screen opened later
// finds it cached.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Http } from '../../transport/http';
import { clientStorage } from '../app/clientStorage';
import { machinesQuery } from '../devices/queries';
import { enterpriseDevicesQuery } from '../enterpriseDevices/queries';
import { findCachedDevice, type Named } from './deviceLabel';

export const notificationKeys = {
  all: ['notifications'] as const,
  deviceName: (code: string) => [...notificationKeys.all, 'deviceName', code.toUpperCase()] as const,
};

/**
 * The name (and alias) of the device a push names by its code, also when no list has been loaded yet (the user is
 * on another screen): any cached list first, else the personal list, else the current enterprise's list, each read
 * once through its own query. null when none of the user's lists holds the device: the toast keeps the code.
 */
export const deviceNameQuery = (http: Http, client: QueryClient, code: string) =>
  queryOptions({
    queryKey: notificationKeys.deviceName(code),
    // eslint-disable-next-line no-restricted-syntax -- no call of its own: the lists' queries bring their own signals
    queryFn: async (): Promise<Named | null> => {
      const cached = findCachedDevice(client, code);
      if (cached) return cached;
      await client.ensureQueryData(machinesQuery(http));
      const personal = findCachedDevice(client, code);
      if (personal) return personal;
      const eid = Number(clientStorage().get('eid') ?? 0);
      if (eid > 0) await client.ensureQueryData(enterpriseDevicesQuery(http, eid, 1));
      return findCachedDevice(client, code) ?? null;
    },
    enabled: code !== '',
    // A device's name seldom changes; a renamed one is read again after a few minutes or the next sign-in.
    staleTime: 5 * 60_000,
  });
