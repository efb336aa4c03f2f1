// Server state of the signed-in layout (who is signed in, their enterprises, the chosen enterprise's branding):
// keys built here only, every key under ['account'].
import { queryOptions } from '@tanstack/react-query';
import { clientStorage } from '../app/clientStorage';
import { getLogo, userEnterpriseList, type Enterprise } from '../../transport/api/enterprise';
import { selectInfo } from '../../transport/api/user';
import { withSignal, type Http } from '../../transport/http';
import { asArray, unwrap } from '../data/callQuery';

export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  enterprises: () => [...accountKeys.all, 'enterprises'] as const,
  platform: (eid: number) => [...accountKeys.all, 'platform', eid] as const,
};

/** POST /api/user/selectInfo; failures reach the global notifier through the transport. */
export const userInfoQuery = (http: Http) => queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => unwrap(selectInfo(withSignal(http, signal))) });

/** The user's enterprises: the stored list at once (stale, so the cloud is asked), the cloud's stored for next time. */
export const enterprisesQuery = (http: Http) =>
  queryOptions({
    queryKey: accountKeys.enterprises(),
    queryFn: async ({ signal }): Promise<readonly Enterprise[]> => {
      const list = asArray<Enterprise>(await unwrap(userEnterpriseList(withSignal(http, signal))));
      clientStorage().set('enterpriseList', list);
      return list;
    },
    initialData: (): readonly Enterprise[] => clientStorage().get('enterpriseList') ?? [],
    initialDataUpdatedAt: 0,
  });

/** The chosen enterprise's platform branding (getlogo), kept in storage as the enterprise's info. */
export const platformQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: accountKeys.platform(eid),
    queryFn: async ({ signal }) => {
      const info = await unwrap(getLogo(withSignal(http, signal), { eid }));
      clientStorage().set('enterpriseInfo', info);
      return { name: info.platformName || info.name, logo: info.applyLogoUrl };
    },
    enabled: eid > 0,
  });
