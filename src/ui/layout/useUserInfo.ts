import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '../../transport/api/user';
import type { Http } from '../app/runtime';
import { userInfoQuery } from './queries';

/** The signed-in user's info, once the cloud answered. */
export function useUserInfo(http: Http): UserInfo | undefined {
  return useQuery(userInfoQuery(http)).data;
}
