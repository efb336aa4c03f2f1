// The location moves through useLocationChange: the new place goes into the cached detail, a refresh counts the
// day's allowance down, and a refresh refused for the day's limit leaves none.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCATION_REFRESHES_PER_DAY } from '../../domain/constants';
import { BusinessCode, classify } from '../../domain/resultCodes';
import type { DeviceDetail, LocationAllowance } from '../../domain/wire/deviceDetail';
import { fakeCloud, type Answer } from '../../../tests/component/render';
import { createQueryClient } from '../data/queryClient';
import { detailKeys, useLocationChange, type DetailData } from './queries';

const MACHINE = 7;
const place = { machineId: MACHINE, locationType: 'auto' as const, locationWay: 1, lat: 31.2, lng: 121.5, address: 'Shanghai' };

function setUp(answer: Answer) {
  const cloud = fakeCloud(answer);
  const client = createQueryClient();
  client.setQueryData<DetailData>(detailKeys.device(MACHINE), { detail: { machine_id: MACHINE, address: 'old' } as DeviceDetail, facts: {} as DetailData['facts'] });
  client.setQueryData<LocationAllowance>(detailKeys.allowance(MACHINE), { used: 1, left: 4, limit: LOCATION_REFRESHES_PER_DAY });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useLocationChange(cloud.http, MACHINE), { wrapper });
  return { cloud, client, result };
}

describe('location moves', () => {
  it('a refresh puts the new place into the cached detail and counts the allowance down', async () => {
    const { cloud, client, result } = setUp(() => ({ ok: true, data: { ...place, left: 3 } }));
    act(() => result.current.mutate({ kind: 'refresh' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(cloud.requests[0]).toMatchObject({ path: '/api/machine/machineAutoLocationAddress', body: { machineId: MACHINE } });
    expect(client.getQueryData<DetailData>(detailKeys.device(MACHINE))?.detail).toMatchObject({ address: 'Shanghai', lat: 31.2, lng: 121.5, locationWay: 1 });
    expect(client.getQueryData(detailKeys.allowance(MACHINE))).toEqual({ used: 2, left: 3, limit: LOCATION_REFRESHES_PER_DAY });
  });

  it("a refresh refused for the day's limit leaves no refresh; another refusal leaves the allowance as it was", async () => {
    const limit = classify({ type: 'response', status: 200, hwcode: BusinessCode.LocationRefreshLimit });
    const { client, result } = setUp(() => (limit.kind === 'ok' ? undefined : { ok: false, outcome: limit }));
    act(() => result.current.mutate({ kind: 'way', way: 'gps' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData<LocationAllowance>(detailKeys.allowance(MACHINE))?.left).toBe(4);
    act(() => result.current.mutate({ kind: 'refresh' }));
    await waitFor(() => expect(result.current.variables?.kind === 'refresh' && result.current.isError).toBe(true));
    expect(client.getQueryData(detailKeys.allowance(MACHINE))).toEqual({ used: LOCATION_REFRESHES_PER_DAY, left: 0, limit: LOCATION_REFRESHES_PER_DAY });
  });
});
