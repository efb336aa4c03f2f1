import { useQuery } from '@tanstack/react-query';
import type { Outcome } from '../../domain/resultCodes';
import type { Http } from '../../transport/http';
import { loadState } from '../data/loadState';
import { enterpriseDetailQuery, type EnterpriseDetail } from './queries';

export type { EnterpriseDetail };

export type EnterpriseDetailState = { status: 'loading' } | { status: 'error'; outcome: Outcome } | { status: 'ready'; detail: EnterpriseDetail };

/** The enterprise tab's facts of one device; `reload` asks again. */
export function useEnterpriseDetail(http: Http, eid: number, machineId: number) {
  const query = useQuery(enterpriseDetailQuery(http, eid, machineId));
  const loaded = loadState(query);
  const state: EnterpriseDetailState = loaded.status === 'ready' ? { status: 'ready', detail: loaded.data } : loaded;
  return { state, reload: () => void query.refetch() };
}
