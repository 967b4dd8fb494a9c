import { satisfy } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, Navigate } from 'react-router';
import { renderStandaloneApp } from '@suite/shared/standalone';
import { AccountRoute } from './routes/account';
import { PublicProfileRoute } from './routes/public-profile';
import { StandaloneLayout } from './standalone/standalone-layout';
import { AUTH_NAMESPACES } from './i18n';

// mfe_auth on its own: the account page behind the same header area the shell shows.
const router = createBrowserRouter([
  {
    path: '/',
    Component: StandaloneLayout,
    children: [
      { index: true, element: <Navigate to="/u/account" replace /> },
      { path: 'u/account', Component: AccountRoute },
      { path: 'u/:username', Component: PublicProfileRoute },
      // What runs on this page: every app's build and its shared libraries (ADR 0018).
      {
        path: 'remotes',
        lazy: async () =>
          (await import('@suite/shared/diagnostics')).diagnosticsRoute({
            pageName: 'mfe_auth',
            satisfy,
            remotesConfigUrl: '/remotes.json',
          }),
      },
      { path: '*', element: <Navigate to="/u/account" replace /> },
    ],
  },
]);

void renderStandaloneApp(router, AUTH_NAMESPACES);
