import { useEffect, useMemo, useState } from 'react';
import { iconMatcher, type IconMatcher } from '../../domain/machineIcon';
import { loadIcons, type MachineIcon } from '../../transport/api/icons';
import type { Http } from '../app/runtime';

/** The machine-type map: the cached one at once, the cloud's when it answers. */
export function useMachineIcons(http: Http): IconMatcher {
  const [items, setItems] = useState<MachineIcon[]>([]);
  useEffect(() => {
    let live = true;
    void loadIcons(http, (next) => {
      if (live) setItems(next);
    });
    return () => {
      live = false;
    };
  }, [http]);
  return useMemo(() => iconMatcher(items), [items]);
}
