import { useQuery } from '@tanstack/react-query';
import type { UserGroupItem } from '../../transport/api/groups';
import type { Http } from '../app/runtime';
import { groupsQuery } from './queries';

const NONE: UserGroupItem[] = [];

/** The user's groups (GET /api/device/v1/userGroup); an empty list until (or unless) the cloud answers. */
export function useGroups(http: Http): UserGroupItem[] {
  return useQuery(groupsQuery(http)).data ?? NONE;
}
