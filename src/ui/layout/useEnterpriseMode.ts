import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { clientStorage } from '../app/clientStorage';
import { STORAGE_KEYS } from '../../transport/storage';
import type { Enterprise } from '../../transport/api/enterprise';
import type { Http } from '../app/runtime';
import { enterprisesQuery, platformQuery } from './queries';

export interface EnterpriseMode {
  /** 0: personal mode. */
  eid: number;
  enableProject: boolean;
  enterprises: readonly Enterprise[];
  /** The chosen enterprise's platform branding (getlogo), once loaded. */
  platform?: { name: string; logo: string };
  choose(enterprise: Enterprise | null): void;
}

/** The stored enterprise choice, the user's enterprises (stored, then refreshed) and the platform branding. */
export function useEnterpriseMode(http: Http): EnterpriseMode {
  const [eid, setEid] = useState(() => Number(clientStorage().get('eid') ?? 0));
  const [enableProject, setEnableProject] = useState(() => Boolean(clientStorage().get('enableProject')));
  const enterprises = useQuery(enterprisesQuery(http)).data;
  const platform = useQuery(platformQuery(http, eid)).data;

  const choose = useCallback((enterprise: Enterprise | null) => {
    const nextEid = enterprise ? enterprise.eid : 0;
    const nextProject = enterprise ? Boolean(enterprise.enableProject) : false;
    clientStorage().set('eid', nextEid);
    clientStorage().set('enableProject', nextProject);
    setEid(nextEid);
    setEnableProject(nextProject);
  }, []);

  // Another tab of this browser chose an enterprise (the storage event fires only in the others): follow it, so the
  // tabs never show two enterprises at once; the layout's mode rule then leads to the right home. A sign-out's
  // clearing (no new value) is the session's to handle (app/tabSync.ts).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if ((event.key !== STORAGE_KEYS.eid && event.key !== STORAGE_KEYS.enableProject) || event.newValue === null) return;
      setEid(Number(clientStorage().get('eid') ?? 0));
      setEnableProject(Boolean(clientStorage().get('enableProject')));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return { eid, enableProject, enterprises, platform, choose };
}
