// The user's device groups: GET, POST, PUT, DELETE /api/device/v1/userGroup (payloads in src/domain/wire/group.ts).
import type { Http, Result } from '../http';
import type { UserGroupItem, UserGroupUpdate } from '../../domain/wire/group';

export type { UserGroupItem, UserGroupUpdate };

const PATH = '/api/device/v1/userGroup';

export function listGroups(http: Http, quiet = true): Promise<Result<UserGroupItem[]>> {
  return http.call<UserGroupItem[]>({ method: 'GET', path: PATH, quiet });
}

/** Refusals: InvalidInput (name), GroupLimitReached, GroupNameExists. */
export function createGroup(http: Http, name: string, quiet = true): Promise<Result<UserGroupItem>> {
  return http.call<UserGroupItem>({ path: PATH, body: { name }, quiet });
}

/** Rename and/or move devices in and out. Refusals: GroupNotFound, InvalidInput, GroupNameExists. */
export function updateGroup(http: Http, update: UserGroupUpdate, quiet = true): Promise<Result<UserGroupItem>> {
  return http.call<UserGroupItem>({
    method: 'PUT',
    path: PATH,
    body: {
      id: update.id,
      name: update.name,
      addMachineIds: update.addMachineIds?.join(','),
      removeMachineIds: update.removeMachineIds?.join(','),
    },
    quiet,
  });
}

/** The devices stay the user's (in ALL). Refusal: GroupNotFound. */
export function deleteGroup(http: Http, id: string, quiet = true): Promise<Result<null>> {
  return http.call<null>({ method: 'DELETE', path: PATH, query: { id }, quiet, once: true });
}
