// Server state of the enterprise administration and back-office. Keys live under the enterprise area's root
// (src/ui/enterpriseDevices/queries.ts), so changing the platform refreshes every enterprise view.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import type { Http } from '../app/runtime';
import { withSignal } from '../../transport/http';
import { enterpriseInfo } from '../../transport/api/enterpriseDevices';
import { teamMembers as managerTeamMembers } from '../../transport/api/projects';
import { updatePlatform, type EnterprisePlatform } from '../../transport/api/enterprisePlatform';
import type { EnterpriseInfo } from '../../domain/wire/enterpriseDevices';
import type { TeamMember } from '../../domain/wire/project';
import { asArray, unwrap } from '../data/callQuery';
import { enterpriseKeys } from '../enterpriseDevices/queries';
import { clientStorage } from '../app/clientStorage';

const adminKeys = {
  info: (eid: number) => [...enterpriseKeys.all, eid, 'info'] as const,
  managers: (eid: number) => [...enterpriseKeys.all, eid, 'managerTeam'] as const,
};

export const enterpriseInfoQuery = (http: Http, eid: number) =>
  queryOptions({ queryKey: adminKeys.info(eid), queryFn: ({ signal }) => unwrap<EnterpriseInfo>(enterpriseInfo(withSignal(http, signal), { eid })), enabled: eid > 0 });

/** eapi managerteam/members: quiet, a cloud without it leaves the section saying so. */
export const managerTeamQuery = (http: Http, eid: number) =>
  queryOptions({
    queryKey: adminKeys.managers(eid),
    queryFn: ({ signal }) => unwrap(managerTeamMembers(withSignal(http, signal), { eid }, { quiet: true })).then(asArray<TeamMember>),
    enabled: eid > 0,
  });

/** Saves the platform; the header's logo, the menu's projects entries and every enterprise view follow. */
export function useUpdatePlatform(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (platform: EnterprisePlatform) => unwrap(updatePlatform(http, platform)),
    onSuccess: (saved) => {
      const storage = clientStorage();
      if (Number(storage.get('eid') ?? 0) === saved.eid) {
        storage.set('enableProject', saved.enableProject);
        storage.set('enterpriseInfo', { platformName: saved.platformName, applyLogoUrl: saved.applyLogoUrl, name: storage.get('enterpriseInfo')?.name ?? '' });
      }
      return client.invalidateQueries({ queryKey: enterpriseKeys.all });
    },
  });
}
