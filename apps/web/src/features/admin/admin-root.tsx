import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { prepareAdminTexts } from './shell/admin-language';
import { ADMIN_NAMESPACES } from './shell/admin-namespaces';

/** Loads the back office's texts (in zh-CN or en-US) before any admin page renders. */
export function Component() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void prepareAdminTexts(ADMIN_NAMESPACES).finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready ? <Outlet /> : <div role="status" aria-busy="true" />;
}
