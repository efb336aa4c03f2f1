import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Outcome } from '../../domain/resultCodes';
import type { DeviceDetail, DeviceFacts } from '../../domain/wire/deviceDetail';
import type { Http } from '../../transport/http';
import { loadState } from '../data/loadState';
import { deviceDetailQuery, detailKeys, type DetailData } from './queries';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; detail: DeviceDetail; facts: DeviceFacts };

/** The device's detail and facts; `reload` asks again, `patch` applies a saved change to the cache. */
export function useDeviceDetail(http: Http, machineId: number) {
  const client = useQueryClient();
  const query = useQuery(deviceDetailQuery(http, machineId));
  const loaded = loadState(query);
  const state: DetailState = loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : loaded;
  const reload = useCallback(() => void client.invalidateQueries({ queryKey: detailKeys.device(machineId) }), [client, machineId]);
  const patch = useCallback(
    (change: Partial<DeviceDetail>) =>
      client.setQueryData<DetailData>(detailKeys.device(machineId), (data) => (data ? { ...data, detail: { ...data.detail, ...change } } : data)),
    [client, machineId],
  );
  return { state, reload, patch };
}
