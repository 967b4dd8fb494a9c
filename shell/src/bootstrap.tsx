import { StrictMode, Suspense } from 'react';
import { Skeleton } from 'antd';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadRemotesConfig, prepareLanguage, SuiteProviders } from '@suite/shared/react';
import { RemotesConfigError } from './config-error/remotes-config-error';
import { startFederation } from './federation/federation';
import { REMOTES_CONFIG_URL } from './federation/remotes-config-url';
import { RemoteLoaderContext } from './federation/shell-remote';
import { SHELL_NAMESPACES } from './i18n';
import { createShellRouter } from './routes/router';
import { siteAtThisHost } from './site/site-host';
import { createSiteRouter } from './site/site-router';

async function main() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  const [result, site] = await Promise.all([
    loadRemotesConfig(REMOTES_CONFIG_URL),
    siteAtThisHost(),
    prepareLanguage(SHELL_NAMESPACES),
  ]);
  if (!result.ok) {
    root.render(
      <StrictMode>
        <SuiteProviders>
          <RemotesConfigError problems={result.problems} />
        </SuiteProviders>
      </StrictMode>,
    );
    return;
  }
  const loader = startFederation(result.config);
  // On a site's custom domain the page is the site, not the admin (ADR 0037).
  const router = site ? createSiteRouter(site) : createShellRouter();
  root.render(
    <StrictMode>
      <SuiteProviders>
        <RemoteLoaderContext.Provider value={loader}>
          <Suspense fallback={<Skeleton active style={{ padding: 24 }} />}>
            <RouterProvider router={router} />
          </Suspense>
        </RemoteLoaderContext.Provider>
      </SuiteProviders>
    </StrictMode>,
  );
}

void main();
