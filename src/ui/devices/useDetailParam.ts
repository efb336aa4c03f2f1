import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { DeviceRow } from './deviceRows';

/** A device list's open detail lives in the address (`?machine=<id>`), so it survives a reload and can be shared. */
export function useDetailParam() {
  const [params, setParams] = useSearchParams();
  const setMachine = useCallback(
    (id: number | undefined) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('machine');
        else next.set('machine', String(id));
        return next;
      }),
    [setParams],
  );
  const openDetail = useCallback((row: DeviceRow) => setMachine(row.id), [setMachine]);
  const closeDetail = useCallback(() => setMachine(undefined), [setMachine]);
  return { openMachineId: Number(params.get('machine') ?? NaN), openDetail, closeDetail, params };
}
