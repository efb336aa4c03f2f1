// Server state of the security centre (/safety): the overview, the pages of login terminals, revocation and the
// two-factor switch. Keys under ['safety'].
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { revokeOtherTokens, revokeToken, securityOverview, switchTwoFactor, tokenInfo } from '../../transport/api/security';
import type { TwoFactorSwitchPayload } from '../../domain/wire/account';
import { withSignal, type Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';

const safetyKeys = {
  all: ['safety'] as const,
  overview: () => [...safetyKeys.all, 'overview'] as const,
  tokens: () => [...safetyKeys.all, 'tokens'] as const,
  tokenPage: (page: number) => [...safetyKeys.tokens(), page] as const,
};

export const overviewQuery = (http: Http) => queryOptions({ queryKey: safetyKeys.overview(), queryFn: ({ signal }) => unwrap(securityOverview(withSignal(http, signal))) });

export const tokenPageQuery = (http: Http, page: number) =>
  queryOptions({ queryKey: safetyKeys.tokenPage(page), queryFn: ({ signal }) => unwrap(tokenInfo(withSignal(http, signal), page)), placeholderData: keepPreviousData });

/** Revoking changes the list and the overview's session count. */
function useSafetyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: safetyKeys.all }) });
}

export const useRevoke = (http: Http) => useSafetyMutation((id: string) => unwrap(revokeToken(http, id)));

export const useRevokeOthers = (http: Http) => useSafetyMutation(() => unwrap(revokeOtherTokens(http)));

export const useSwitchTwoFactor = (http: Http) => useSafetyMutation((payload: TwoFactorSwitchPayload) => unwrap(switchTwoFactor(http, payload)));
