// The detail's two guarded actions, each asked for confirmation first: deleting the device and resetting its
// image. Failures are toasted by the transport (the calls are not quiet).
import { useState } from 'react';
import { useConsole } from '../app/runtime';
import { outcomeOf } from '../data/callQuery';
import { useDeleteMachine, useResetImage } from './queries';

export type GuardedAction = 'delete' | 'image';

/** `loaded`: the detail is in; a delete is sent only then, with the user's role in it (`owner`). */
export function useDetailActions(machineId: number, { owner, loaded }: { owner: boolean; loaded: boolean }, onDeleted: () => void) {
  const { http, notify } = useConsole();
  const [confirm, setConfirm] = useState<GuardedAction | null>(null);
  const removal = useDeleteMachine(http, machineId);
  const imageReset = useResetImage(http, machineId);

  const deleted = () => {
    setConfirm(null);
    notify.success('deviceDetail:delete.done');
    onDeleted();
  };

  return {
    confirm,
    ask: setConfirm,
    cancel: () => setConfirm(null),
    busy: removal.isPending || imageReset.isPending,
    remove() {
      if (!loaded) return;
      removal.mutate({ owner }, {
        onSuccess: deleted,
        // 040103010 and 04010307 mean the device is gone as asked (api.md section 8).
        onError: (error) => {
          const outcome = outcomeOf(error);
          if (outcome?.kind === 'business' && outcome.success) deleted();
        },
      });
    },
    reset() {
      imageReset.mutate(undefined, {
        onSuccess: () => {
          setConfirm(null);
          notify.success('deviceDetail:image.done');
        },
      });
    },
  };
}

export type DetailActions = ReturnType<typeof useDetailActions>;
