import { useCallback, useEffect, useState } from 'react';
import type { Outcome } from '../../domain/resultCodes';
import type { DeviceDetail, DeviceFacts } from '../../domain/wire/deviceDetail';
import { getDeviceDetail, getDeviceFacts } from '../../transport/api/deviceDetail';
import type { Http } from '../../transport/http';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; detail: DeviceDetail; facts: DeviceFacts };

/** GET device/v1/detail and POST detail/page together; `reload` asks again, `patch` applies a saved change. */
export function useDeviceDetail(http: Http, machineId: number) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    void Promise.all([getDeviceDetail(http, { machineId }), getDeviceFacts(http, { machineId })]).then(([detail, facts]) => {
      if (!live) return;
      if (!detail.ok) setState({ status: 'error', outcome: detail.outcome });
      else if (!facts.ok) setState({ status: 'error', outcome: facts.outcome });
      else setState({ status: 'ready', detail: detail.data, facts: facts.data });
    });
    return () => {
      live = false;
    };
  }, [http, machineId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const patch = useCallback((change: Partial<DeviceDetail>) => {
    setState((previous) => (previous.status === 'ready' ? { ...previous, detail: { ...previous.detail, ...change } } : previous));
  }, []);
  return { state, reload, patch };
}
