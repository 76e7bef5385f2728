import { useEffect, useState } from 'react';
import { Loader } from '@emind/web-ui/static';
import { WithUiAndQueries } from '../../../components/with-ui-and-queries.tsx';
import { isPrerenderShown } from '../../../lib/prerender-handoff.ts';
import type { RemoteName } from '../api/remote-manifest.ts';
import { RemoteArea } from './remote-area.tsx';
import styles from './dashboard-area.module.css';

const SPLASH_MS = 300;

/**
 * A dashboard remote behind the ~300 ms splash (spec 1 §2); the remote, Chakra and react-query load underneath
 * meanwhile. A home whose frame the HTML painted is already showing its loading screen: no splash over it.
 */
export function DashboardArea({ name }: { name: RemoteName }) {
  const [splash, setSplash] = useState(() => !isPrerenderShown());
  useEffect(() => {
    const timer = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.area}>
      <WithUiAndQueries>
        <RemoteArea name={name} />
      </WithUiAndQueries>
      {splash && (
        <div className={styles.splash} data-testid="dashboard-splash">
          <Loader label="Cargando tu panel..." />
        </div>
      )}
    </div>
  );
}
