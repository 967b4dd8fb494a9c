import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useInRouterContext } from 'react-router';
import type { CommerceAppProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { CommerceRoutes } from '../commerce-routes';
import { CommerceBasePathContext } from '../features/commerce-base-path';

/**
 * In a host without a router, the back office brings its own, routing below `basePath`. It is a
 * data router, as the shell's is, so forms can block leaving with unsaved changes (`useBlocker`).
 */
function OwnRouter({ basePath, children }: { basePath: string; children: ReactNode }) {
  // Made once: its only route renders `children`, whose data comes from contexts above it.
  const [router] = useState(() =>
    createBrowserRouter([{ path: `${basePath.replace(/\/+$/, '')}/*`, element: children }]),
  );
  return <RouterProvider router={router} />;
}

function EnsureRouter({ basePath, children }: { basePath: string; children: ReactNode }) {
  if (useInRouterContext()) return <>{children}</>;
  return <OwnRouter basePath={basePath}>{children}</OwnRouter>;
}

/**
 * `mfe_commerce/CommerceApp`: the whole back office. Mount it on a splat route (`{basePath}/*`);
 * its screens route below `basePath`.
 */
function CommerceApp({ apiBaseUrl, basePath }: CommerceAppProps) {
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
