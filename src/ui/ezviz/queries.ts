// Server state of the camera-cloud accounts: keys built here only, every key under ['ezviz'].
import { detailKeys } from '../deviceDetail/queries';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import { checkEzvizAppkey, checkEzvizAccountName, changeEzvizAccount, createEzvizAccount, deleteEzvizAccount, ezvizLive, listEzvizAccounts, releaseEzvizAccount, updateEzvizAccount, type EzvizAccount, type EzvizDraft } from '../../transport/api/ezviz';
import { withSignal, type Http } from '../../transport/http';
import { asArray, unwrap } from '../data/callQuery';

const ezvizKeys = {
  all: ['ezviz'] as const,
  accounts: () => [...ezvizKeys.all, 'accounts'] as const,
  live: (machineId: number) => [...ezvizKeys.all, 'live', machineId] as const,
};

export const ezvizAccountsQuery = (http: Http) =>
  queryOptions({ queryKey: ezvizKeys.accounts(), queryFn: ({ signal }) => unwrap(listEzvizAccounts(withSignal(http, signal))).then(asArray<EzvizAccount>) });

export const ezvizLiveQuery = (http: Http, machineId: number) =>
  queryOptions({ queryKey: ezvizKeys.live(machineId), queryFn: ({ signal }) => unwrap(ezvizLive(withSignal(http, signal), machineId)), staleTime: Infinity });

/** The name is taken: the form shows it under the name field. */
export class NameTaken extends Error {}

/**
 * Save = the name is free (checkEzvizAccount), the camera cloud accepts the keys (checkEzvizAppkey; skipped on an
 * edit that keeps the AppKey and the saved Secret), then POST or updateEzvizAccount.
 */
export function useSaveEzvizAccount(http: Http, editing?: EzvizAccount) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (draft: EzvizDraft) => {
      const name = await unwrap(checkEzvizAccountName(http, draft.name, editing?.id));
      if (!name.available) throw new NameTaken();
      const keepsKeys = editing !== undefined && draft.secret === '' && draft.appKey.toLowerCase() === editing.appKey;
      if (!keepsKeys && draft.secret !== '') await unwrap(checkEzvizAppkey(http, draft.appKey, draft.secret));
      return unwrap(editing ? updateEzvizAccount(http, editing.id, draft) : createEzvizAccount(http, draft));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ezvizKeys.all }),
  });
}

export function useDeleteEzvizAccount(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, release }: { id: number; release: boolean }) => unwrap(deleteEzvizAccount(http, id, release)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ezvizKeys.all }), client.invalidateQueries({ queryKey: detailKeys.all })]),
  });
}

/** Link a device to an account, or release it (accountId null). */
export function useLinkCamera(http: Http, machineId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number | null) => unwrap(accountId === null ? releaseEzvizAccount(http, machineId) : changeEzvizAccount(http, machineId, accountId)),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ezvizKeys.all }), client.invalidateQueries({ queryKey: detailKeys.device(machineId) })]),
  });
}
