import { useQuery } from '@tanstack/react-query';
import type { Outcome } from '../../domain/resultCodes';
import type { EnterpriseListType, EnterprisePermission } from '../../domain/wire/enterpriseDevices';
import type { Http } from '../app/runtime';
import { loadState } from '../data/loadState';
import { permissionQuery } from './queries';

export type PermissionState =
  | { status: 'loading' }
  /** The cloud refused: the caller is not (or no longer) a member of the enterprise. */
  | { status: 'denied' }
  | { status: 'error'; outcome: Outcome }
  | { status: 'ready'; permission: EnterprisePermission };

/** enterprisePermission {eid}: what the caller may do in the chosen enterprise, asked once per enterprise. */
export function useEnterprisePermission(http: Http, eid: number): PermissionState {
  const state = loadState(useQuery(permissionQuery(http, eid)));
  return state.status === 'ready' ? state.data : state;
}

/**
 * Whether the list may be shown (product.md section 6: users without permission receive a no-permission notice):
 * the enterprise list needs membership, the maintenance list a place on the maintenance team or the manager's seat.
 * Until the answer is in (or when it failed for another reason) the list's own call decides.
 */
export function deniedList(type: EnterpriseListType, state: PermissionState): boolean {
  if (state.status === 'denied') return true;
  if (state.status !== 'ready' || type === 1) return false;
  return !state.permission.maintainer && !state.permission.manager;
}

/** Maintenance remarks are written by maintenance staff only (the cloud checks the device, this hides the pen). */
export function mayEditRemarks(state: PermissionState): boolean {
  return state.status === 'ready' && state.permission.maintainer;
}
