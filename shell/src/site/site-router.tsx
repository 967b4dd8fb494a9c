import { createBrowserRouter } from 'react-router';
import { RouteErrorRoute } from '@suite/shared/route-error';
import { ShellRemote } from '../federation/shell-remote';
import { RouteLoading } from '../routes/route-loading';
import type { SiteHost } from './site-host';

/**
 * `/` of a custom domain: the site's page, as its owner saved it (mfe_widget_editor's embed page),
 * given the read the shell made at start rather than reading it again.
 */
function SiteHomeRoute({ domain, site }: SiteHost) {
  return (
    <main>
      <ShellRemote id="mfe_widget_editor/WidgetEmbedPage" props={{ domain, site: site ?? undefined }} />
    </main>
  );
}

/**
 * The URLs of a site served on its custom domain: its page at `/`, and its NFT collections' pages
 * where its "Preview url" points (`/collection/{network}/{contractAddress}`, `/collections`). No
 * admin route is answered there: an address of the admin is a page not found. While the owner's
 * feature is not active, every path shows the site's page saying it is not served.
 */
export function createSiteRouter(host: SiteHost) {
  // A domain that serves its site no more: every path says so (the page reads the domain's answer).
  if (host.site === null)
    return createBrowserRouter([
      { path: '*', ErrorBoundary: RouteErrorRoute, element: <SiteHomeRoute {...host} /> },
    ]);
  const siteId = String(host.site.id);
  const collection = async () => {
    const { CollectionRoute } = await import('../routes/collection');
    return { element: <CollectionRoute siteId={siteId} /> };
  };
  return createBrowserRouter([
    {
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      children: [
        { index: true, element: <SiteHomeRoute {...host} /> },
        { path: 'collection/:network/:contractAddress', lazy: collection },
        { path: 'collections', lazy: collection },
        {
          path: '*',
          lazy: async () => {
            const { NotFoundRoute } = await import('../routes/not-found');
            return { element: <NotFoundRoute home="site" /> };
          },
        },
      ],
    },
  ]);
}
