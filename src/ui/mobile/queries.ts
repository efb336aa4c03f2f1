// The phone console's server state that no area's queries.ts holds yet: the message list. Keys stay under the
// area root ['messages'], so realtime messages invalidate them like the message centre's (realtimeInvalidation.ts).
// Devices and alarms use their areas' queries (src/ui/devices, src/ui/enterpriseDevices, src/ui/alarms).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../data/mutation';
import type { Machine } from '../../domain/wire/machine';
import type { MessageScene } from '../../domain/wire/message';
import { pageMessages, readMessages } from '../../transport/api/messages';
import { withSignal, type Http } from '../../transport/http';
import { unwrap } from '../data/callQuery';
import { machinesQuery } from '../devices/queries';
import { enterpriseDevicesQuery } from '../enterpriseDevices/queries';

export const mobileMessageKeys = {
  all: ['messages'] as const,
  page: (scene: MessageScene | undefined, pageSize: number) => [...mobileMessageKeys.all, 'mobile', scene ?? 'all', pageSize] as const,
};

/** The newest `pageSize` messages (of one scene, or all); "show more" asks for a bigger first page. */
export const mobileMessagesQuery = (http: Http, scene: MessageScene | undefined, pageSize: number) =>
  queryOptions({
    queryKey: mobileMessageKeys.page(scene, pageSize),
    queryFn: ({ signal }) => unwrap(pageMessages(withSignal(http, signal), { scene, page: 1, pageSize })),
    placeholderData: (previous) => previous,
  });

export function useReadAllMessages(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(readMessages(http, { scene: undefined })),
    onSettled: () => client.invalidateQueries({ queryKey: mobileMessageKeys.all }),
  });
}

export function useReadMessage(http: Http) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(readMessages(http, { ids: [id] })),
    onSettled: () => client.invalidateQueries({ queryKey: mobileMessageKeys.all }),
  });
}

const machinesOf = (rows: readonly { machine: Machine }[]): readonly Machine[] => rows.map((row) => row.machine);

/** The devices of the current mode from the same cache entries as the desktop lists (personal, or the enterprise's). */
export function useModeMachines(http: Http, eid: number) {
  const personal = useQuery({ ...machinesQuery(http), select: machinesOf, enabled: eid <= 0 });
  const enterprise = useQuery({ ...enterpriseDevicesQuery(http, eid, 1), select: machinesOf });
  return eid > 0 ? enterprise : personal;
}
