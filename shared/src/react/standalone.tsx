import { lazy, StrictMode, Suspense } from 'react';
import { Skeleton } from 'antd';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, type createBrowserRouter } from 'react-router';
// `@suite/shared/standalone`: a remote's own page (its bootstrap, its router's root), built into each
// remote that has one, not part of `@suite/shared/react`'s first load, which every admin route pays.
// The kit by the package's name: the page's one copy.
import {
  prepareLanguage,
  StandaloneLayout,
  SuiteProviders,
  type FederationRuntime,
} from '@suite/shared/react';
import { readStandaloneApi } from './standalone-auth';

/**
 * Renders a remote's standalone app (its own page on its own port) into `#root`, once its message
 * catalogs (`namespaces`, besides shared's) are loaded in the page's language, calling the API where
 * the page's `remotes.json` says (`readStandaloneApi`: its own origin by default).
 */
export async function renderStandaloneApp(
  router: ReturnType<typeof createBrowserRouter>,
  namespaces: readonly string[] = [],
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const [apiBaseUrl] = await Promise.all([readStandaloneApi(), prepareLanguage(['shared', ...namespaces])]);
  createRoot(container).render(
    <StrictMode>
      <SuiteProviders apiBaseUrl={apiBaseUrl}>
        <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
          <RouterProvider router={router} />
        </Suspense>
      </SuiteProviders>
    </StrictMode>,
  );
}

// Loaded with the header of a remote's own page only: the admin's routes never carry it.
const LoadedAccountArea = lazy(async () => ({
  default: (await import('./standalone-account-area')).StandaloneAuthArea,
}));

/**
 * The header's account area for a remote running on its own (`StandaloneLayout`'s `account`): it
 * borrows sign-in from mfe_auth, loaded through the remote's own federation `runtime` from where the
 * page's `remotes.json` says (else its usual port of the same host), with the fallback and Retry of
 * any remote module when mfe_auth cannot be loaded — and the page's signed-out prompts say so, with
 * Retry too (standalone-account-area.tsx). mfe_auth itself shows its own account area.
 */
export function StandaloneAccountArea({ runtime }: { runtime: FederationRuntime }) {
  return (
    <Suspense fallback={null}>
      <LoadedAccountArea runtime={runtime} />
    </Suspense>
  );
}

/**
 * A remote's page on its own port, as its router's root: the standalone frame titled `title` (in the
 * page's language), mfe_auth's account area borrowed through the remote's `runtime`, then the route.
 */
export function StandaloneRemoteLayout({ title, runtime }: { title: string; runtime: FederationRuntime }) {
  return (
    <StandaloneLayout title={title} account={<StandaloneAccountArea runtime={runtime} />}>
      <Outlet />
    </StandaloneLayout>
  );
}
