// Server state of the personal-info screens (/userInfo, /modifyPhone, /modifyEmail). The user's info itself is the
// layout's query (accountKeys.info in src/ui/layout/queries.ts): every change here invalidates it, so the header's
// name and the menu's map entry follow at once.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import {
  activeAccount,
  changeAccount,
  changeLoginPwd,
  changeUserName,
  emailAvailable,
  getUserId,
  passVerify,
  selectFriendsList,
  type ActiveAccountPayload,
  type ChangeAccountPayload,
  type ChangePasswordPayload,
  type FriendItem,
} from '../../transport/api/account';
import { setHideMap, type UserInfo } from '../../transport/api/user';
import { twoFactorResend } from '../../transport/api/security';
import { withSignal, type Http } from '../../transport/http';
import { sendCode } from '../auth/verificationCalls';
import type { AccountTarget } from '../auth/accountForms';
import type { CodePurpose } from '../../transport/api/verification';
import { asArray, CallError, unwrap } from '../data/callQuery';
import { accountKeys } from '../layout/queries';
import { GENERIC_FAILURE_KEY, type Outcome } from '../../domain/resultCodes';

const profileKeys = {
  all: ['profile'] as const,
  userId: () => [...profileKeys.all, 'userId'] as const,
  friends: () => [...profileKeys.all, 'friends'] as const,
};

export const userIdQuery = (http: Http) => queryOptions({ queryKey: profileKeys.userId(), queryFn: ({ signal }) => unwrap(getUserId(withSignal(http, signal))) });

export const friendsQuery = (http: Http) =>
  queryOptions({ queryKey: profileKeys.friends(), queryFn: ({ signal }) => unwrap(selectFriendsList(withSignal(http, signal))).then(asArray<FriendItem>) });

/** "Body 1 or 0" calls: 0 is a refusal without a code, shown as the generic failure. */
const REFUSED: Outcome = { kind: 'business', code: '0', messageKey: GENERIC_FAILURE_KEY, success: false };
async function mustBeOne(result: ReturnType<typeof changeLoginPwd>): Promise<void> {
  const body = await unwrap(result);
  if (Number(body) !== 1) throw new CallError(REFUSED);
}

function useInvalidatingInfo<T>(mutationFn: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.info() }) });
}

export const useRename = (http: Http) => useInvalidatingInfo((name: string) => unwrap(changeUserName(http, { name: name.trim() })));

/**
 * PUT user/v1/hideMap: the flag lives in the user's info (the layout's query), so the menu's map entry goes or
 * comes back at once and a sign-out, which empties the cache, forgets it.
 */
export function useHideMap(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) => unwrap(setHideMap(http, { hideMap: hidden ? 1 : 0 })),
    onSuccess: (answer, hidden) => {
      const hideMap = answer?.hide_map ?? (hidden ? 1 : 0);
      client.setQueryData<UserInfo>(accountKeys.info(), (info) => (info ? { ...info, hide_map: hideMap } : info));
      return client.invalidateQueries({ queryKey: accountKeys.info() });
    },
  });
}

export const useActivate = (http: Http) => useInvalidatingInfo((payload: ActiveAccountPayload) => mustBeOne(activeAccount(http, payload)));

export const useChangeAccount = (http: Http) => useInvalidatingInfo((payload: ChangeAccountPayload) => unwrap(changeAccount(http, payload)));

/** The password change needs no refetch: nothing shown changes (the other sessions end on the server). */
export function useChangePassword(http: Http) {
  return useMutation({ mutationFn: (payload: ChangePasswordPayload) => mustBeOne(changeLoginPwd(http, payload)) });
}

export function usePassVerify(http: Http) {
  return useMutation({ mutationFn: (password: string) => unwrap(passVerify(http, { password })) });
}

export function useEmailAvailable(http: Http) {
  return useMutation({ mutationFn: (email: string) => unwrap(emailAvailable(http, { email: email.trim() })) });
}

/** Sends a code to one of the caller's addresses (or a new one) as a signed-in user. */
export function useSendAccountCode(http: Http) {
  return useMutation({
    mutationFn: ({ target, purpose }: { target: AccountTarget; purpose: CodePurpose }) => unwrap(sendCode(http, target, purpose, true)),
  });
}

/** Another code for a two-factor sign-in (user/login with the ticket and resend 1; quiet: the step shows refusals). */
export function useTwoFactorResend(http: Http) {
  return useMutation({ mutationFn: (ticket: string) => unwrap(twoFactorResend(http, ticket)) });
}
