import { useCallback, useEffect, useState } from 'react';
import { clientStorage } from '../app/clientStorage';
import { userEnterpriseList, getLogo, type Enterprise } from '../../transport/api/enterprise';
import type { Http } from '../app/runtime';

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
  const [enterprises, setEnterprises] = useState<readonly Enterprise[]>(() => clientStorage().get('enterpriseList') ?? []);
  const [platform, setPlatform] = useState<EnterpriseMode['platform']>();

  useEffect(() => {
    let live = true;
    void userEnterpriseList(http).then((answer) => {
      if (!live || !answer.ok) return;
      setEnterprises(answer.data);
      clientStorage().set('enterpriseList', answer.data);
    });
    return () => {
      live = false;
    };
  }, [http]);

  useEffect(() => {
    setPlatform(undefined);
    if (eid <= 0) return;
    let live = true;
    void getLogo(http, { eid }).then((answer) => {
      if (!live || !answer.ok) return;
      clientStorage().set('enterpriseInfo', answer.data);
      setPlatform({ name: answer.data.platformName || answer.data.name, logo: answer.data.applyLogoUrl });
    });
    return () => {
      live = false;
    };
  }, [http, eid]);

  const choose = useCallback((enterprise: Enterprise | null) => {
    const nextEid = enterprise ? enterprise.eid : 0;
    const nextProject = enterprise ? Boolean(enterprise.enableProject) : false;
    clientStorage().set('eid', nextEid);
    clientStorage().set('enableProject', nextProject);
    setEid(nextEid);
    setEnableProject(nextProject);
  }, []);

  return { eid, enableProject, enterprises, platform, choose };
}
