// The data centre's extension call (docs/decisions.md, "Data centre, enterprise administration, back-office"); quiet, because the screen explains a cloud that
// does not offer it instead of a toast.
import type { Http, Result } from '../http';
import type { FleetHistory, HistoryQuery } from '../../domain/wire/dataCenter';

export type { FleetHistory, HistoryQuery };

/** GET /api/ext/v1/dataCenter/history {eid, start, end} */
export function fleetHistory(http: Http, query: HistoryQuery): Promise<Result<FleetHistory>> {
  return http.call<FleetHistory>({ method: 'GET', path: '/api/ext/v1/dataCenter/history', body: { ...query }, quiet: true });
}
