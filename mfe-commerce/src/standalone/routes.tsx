import { Skeleton } from 'antd';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { COMMERCE_BASE_PATH } from '@suite/shared';
import type { FederationRuntime } from '@suite/shared/react';
import { StandaloneRemoteLayout } from '@suite/shared/standalone';
import { RouteErrorRoute } from '@suite/shared/route-error';
import CommerceApp from '../exposes/commerce-app';
import { useCommerceCatalog } from '../i18n';
import { PayFrame } from '../pay/pay-frame';
import { CheckoutPageRoute } from '../routes/checkout-page';

/** What the standalone page takes of its federation runtime (`@module-federation/enhanced/runtime`). */
interface StandaloneRuntime extends FederationRuntime {
  satisfy: (version: string, range: string) => boolean;
}

/** The standalone page's header, titled in the page's language, with mfe_auth's account area. */
function CommerceLayout({ runtime }: { runtime: FederationRuntime }) {
  const { t } = useCommerceCatalog();
  return <StandaloneRemoteLayout title={t('app.title')} runtime={runtime} />;
}

/** What the page shows while the code of the route it opens on loads. */
function RouteLoading() {
  return <Skeleton active style={{ padding: 24 }} />;
}

/** The pay page `/c/{id}`, drawn as the shell's `pay.html` draws it: the buyer's document and frame. */
function CheckoutFromUrl() {
  const { id = '' } = useParams();
  return (
    <PayFrame>
      <CheckoutPageRoute checkoutId={id} />
    </PayFrame>
  );
}

/**
 * mfe_commerce on its own (port 3004), at the same URLs as in the shell, for the commerce team: the
 * back office below the standalone header (mfe_auth's account area borrowed through `runtime`), the
 * pay page, What runs on this page (ADR 0018). A page whose code fails to load (an old tab after a
 * deploy) shows its error under the header, as in the shell; a path it does not know says so.
 */
export function standaloneRoutes(runtime: StandaloneRuntime): RouteObject[] {
  const { loadRemote, registerRemotes, satisfy } = runtime;
  return [
    { path: '/c/:id', Component: CheckoutFromUrl, ErrorBoundary: RouteErrorRoute },
    {
      path: '/',
      element: <CommerceLayout runtime={{ loadRemote, registerRemotes }} />,
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      children: [
        {
          ErrorBoundary: RouteErrorRoute,
          children: [
            { index: true, element: <Navigate to={COMMERCE_BASE_PATH} replace /> },
            {
              path: `${COMMERCE_BASE_PATH.slice(1)}/*`,
              element: <CommerceApp basePath={COMMERCE_BASE_PATH} />,
            },
            {
              path: 'remotes',
              lazy: async () =>
                (await import('@suite/shared/diagnostics')).diagnosticsRoute({
                  pageName: 'mfe_commerce',
                  satisfy,
                  remotesConfigUrl: '/remotes.json',
                }),
            },
            {
              path: '*',
              lazy: async () => ({ Component: (await import('../routes/not-found')).CommerceNotFoundRoute }),
            },
          ],
        },
      ],
    },
  ];
}
