import { satisfy } from '@module-federation/enhanced/runtime';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { renderStandaloneApp } from '@suite/shared/standalone';
import { REMOTES_CONFIG_URL } from './federation/federation-loader';
import { WidgetRemotesProvider } from './federation/widget-remotes-provider';
import { WIDGET_EDITOR_NAMESPACES } from './i18n';
import { NotFoundRoute } from './routes/not-found';
import { WidgetListRoute } from './routes/widget-list';
import { StandaloneLayout } from './standalone/standalone-layout';
import {
  AdminPreviewFromUrl,
  CommerceFromUrl,
  WidgetEditFromUrl,
  WidgetEmbedFromUrl,
} from './standalone/routes';

// mfe_widget_editor on its own (port 3002): the same URLs as in the shell. Other remotes' modules
// (section dialog and renderers, commerce) load through this app's federation runtime from the
// remotes.json it serves.
const router = createBrowserRouter([
  {
    element: (
      <WidgetRemotesProvider>
        <Outlet />
      </WidgetRemotesProvider>
    ),
    children: [
      { path: '/admin/preview/:site/:page', Component: AdminPreviewFromUrl },
      { path: '/embed/:id', Component: WidgetEmbedFromUrl },
      {
        path: '/',
        Component: StandaloneLayout,
        children: [
          { index: true, element: <Navigate to="/admin/widget" replace /> },
          { path: 'admin/widget', Component: WidgetListRoute },
          { path: 'admin/widget/edit/:id/*', Component: WidgetEditFromUrl },
          // Where Buy credits leads (the credits top-up), as in the shell.
          { path: 'u/account/commerce/*', Component: CommerceFromUrl },
          // What runs on this page: every app's build and its shared libraries (ADR 0018).
          {
            path: 'remotes',
            lazy: async () =>
              (await import('@suite/shared/diagnostics')).diagnosticsRoute({
                pageName: 'mfe_widget_editor',
                satisfy,
                remotesConfigUrl: REMOTES_CONFIG_URL,
              }),
          },
          { path: '*', Component: NotFoundRoute },
        ],
      },
    ],
  },
]);

void renderStandaloneApp(router, WIDGET_EDITOR_NAMESPACES);
