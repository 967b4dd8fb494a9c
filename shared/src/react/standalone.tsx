import { StrictMode, Suspense } from 'react';
import { Skeleton } from 'antd';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider, type createBrowserRouter } from 'react-router';
import type { FederationRuntime, RemoteModuleLoader } from './remote-loader';
import { prepareLanguage } from './i18n/i18n';
import { createRemoteLoader } from './remote-loader';
import { RemoteModule } from './remote-module';
import { StandaloneLayout } from './standalone-layout';
import { SuiteProviders } from './suite-providers';

/** Where mfe_auth runs on its own: its usual port on the page's host. */
const MFE_AUTH_PORT = 3001;

/**
 * Renders a remote's standalone app (its own page on its own port) into `#root`, once its message
 * catalogs (`namespaces`, besides shared's) are loaded in the page's language.
 */
export async function renderStandaloneApp(
  router: ReturnType<typeof createBrowserRouter>,
  namespaces: readonly string[] = [],
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  await prepareLanguage(['shared', ...namespaces]);
  createRoot(container).render(
    <StrictMode>
      <SuiteProviders>
        <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
          <RouterProvider router={router} />
        </Suspense>
      </SuiteProviders>
    </StrictMode>,
  );
}

const accountAreaLoaders = new WeakMap<FederationRuntime['registerRemotes'], RemoteModuleLoader>();

/** mfe_auth at its usual port of the page's host, registered once per federation runtime. */
function authLoader(runtime: FederationRuntime, authOrigin: string): RemoteModuleLoader {
  let loader = accountAreaLoaders.get(runtime.registerRemotes);
  if (!loader) {
    loader = createRemoteLoader(runtime, { mfe_auth: `${authOrigin}/mf-manifest.json` });
    accountAreaLoaders.set(runtime.registerRemotes, loader);
  }
  return loader;
}

/**
 * The header's account area for a remote running on its own (`StandaloneLayout`'s `account`): it
 * borrows sign-in from mfe_auth, loaded through the remote's own federation `runtime` from its usual
 * port of the same host, with the fallback and Retry of any remote module when mfe_auth is not
 * running. mfe_auth itself shows its own account area.
 */
export function StandaloneAccountArea({ runtime }: { runtime: FederationRuntime }) {
  const authOrigin = `${window.location.protocol}//${window.location.hostname}:${MFE_AUTH_PORT}`;
  return (
    <RemoteModule
      id="mfe_auth/AccountArea"
      props={{ accountPath: `${authOrigin}/u/account` }}
      loader={authLoader(runtime, authOrigin)}
      variant="inline"
    />
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
