import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes, useInRouterContext } from 'react-router';
import type { CommerceAppProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CommerceRoutes } from '../commerce-routes';
import { CommerceBasePathContext } from '../features/commerce-base-path';

/** In a host without a router, the back office brings its own, routing below `basePath`. */
function EnsureRouter({ basePath, children }: { basePath: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  return (
    <BrowserRouter>
      <Routes>
        <Route path={`${basePath.replace(/\/+$/, '')}/*`} element={children} />
      </Routes>
    </BrowserRouter>
  );
}

/**
 * `mfe_commerce/CommerceApp`: the whole back office. Mount it on a splat route (`{basePath}/*`);
 * its screens route below `basePath`.
 */
export function CommerceApp({ apiBaseUrl, basePath }: CommerceAppProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <CommerceBasePathContext.Provider value={basePath}>
        <EnsureRouter basePath={basePath}>
          <CommerceRoutes />
        </EnsureRouter>
      </CommerceBasePathContext.Provider>
    </SuiteProviders>
  );
}

export default CommerceApp;
