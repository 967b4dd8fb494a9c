import { loadRemote, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, Navigate, useParams } from 'react-router';
import { COMMERCE_BASE_PATH } from '@suite/shared';
import { renderStandaloneApp, StandaloneRemoteLayout } from '@suite/shared/react';
import CommerceApp from './exposes/commerce-app';
import { COMMERCE_NAMESPACES, useCommerceCatalog } from './i18n';
import { CheckoutPageRoute } from './routes/checkout-page';

// mfe_commerce on its own (port 3004), at the same URLs as in the shell, for the commerce team.

/** The standalone page's header, titled in the page's language, with mfe_auth's account area. */
function CommerceLayout() {
  const { t } = useCommerceCatalog();
  return <StandaloneRemoteLayout title={t('app.title')} runtime={{ loadRemote, registerRemotes }} />;
}

function CheckoutFromUrl() {
  const { id = '' } = useParams();
  return <CheckoutPageRoute checkoutId={id} />;
}

const router = createBrowserRouter([
  { path: '/c/:id', Component: CheckoutFromUrl },
  {
    path: '/',
    Component: CommerceLayout,
    children: [
      { index: true, element: <Navigate to={COMMERCE_BASE_PATH} replace /> },
      { path: `${COMMERCE_BASE_PATH.slice(1)}/*`, element: <CommerceApp basePath={COMMERCE_BASE_PATH} /> },
      // What runs on this page: every app's build and its shared libraries (ADR 0018).
      {
        path: 'remotes',
        lazy: async () =>
          (await import('@suite/shared/diagnostics')).diagnosticsRoute({
            pageName: 'mfe_commerce',
            satisfy,
            remotesConfigUrl: '/remotes.json',
          }),
      },
      { path: '*', element: <Navigate to={COMMERCE_BASE_PATH} replace /> },
    ],
  },
]);

void renderStandaloneApp(router, COMMERCE_NAMESPACES);
