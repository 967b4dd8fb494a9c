import { Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/**
 * Where an exposed module waits for this remote's messages: the catalog's hook suspends the first
 * time the page's language (not English, which is bundled) loads, and a host that is not our shell
 * may mount the module without a Suspense of its own. A dialog waits unseen (`fallback={null}`).
 */
export function CatalogLoading({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <Suspense fallback={quiet ? null : <Skeleton active paragraph={{ rows: 3 }} />}>{children}</Suspense>
  );
}
