import { useEffect, useState } from 'react';
import { selectInfo, type UserInfo } from '../../transport/api/user';
import type { Http } from '../app/runtime';

/** POST /api/user/selectInfo once per signed-in layout; failures reach the global notifier through the transport. */
export function useUserInfo(http: Http): UserInfo | undefined {
  const [info, setInfo] = useState<UserInfo>();
  useEffect(() => {
    let live = true;
    void selectInfo(http).then((answer) => {
      if (live && answer.ok) setInfo(answer.data);
    });
    return () => {
      live = false;
    };
  }, [http]);
  return info;
}
