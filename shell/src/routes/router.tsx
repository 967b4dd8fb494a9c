import { COMMERCE_BASE_PATH } from '@suite/shared';
import { createBrowserRouter, Navigate } from 'react-router';
import { RouteErrorRoute } from '@suite/shared/route-error';
import { AdminLayout } from '../layout/admin-layout';
import { RouteLoading } from './route-loading';

/**
 * Every URL of the admin and the remote module that owns it. Route modules are lazy: each is a
 * thin mount of a remote, loaded when its URL is first visited.
 */
export function createShellRouter() {
  return createBrowserRouter([
    {
      path: '/admin/preview/:site/:page',
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      lazy: async () => ({ Component: (await import('./admin-preview')).AdminPreviewRoute }),
    },
    {
      // Before the preview route: a site's "Preview url" of a collection is below its preview.
      path: '/admin/preview/:site/:page/collection/:network/:contractAddress',
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      lazy: async () => ({ Component: (await import('./collection')).CollectionRoute }),
    },
    {
      // A site's collection list page, below its preview like its collections' pages.
      path: '/admin/preview/:site/:page/collections',
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      lazy: async () => ({ Component: (await import('./collection')).CollectionRoute }),
    },
    {
      path: '/collection/:network/:contractAddress',
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      lazy: async () => ({ Component: (await import('./collection')).CollectionRoute }),
    },
    {
      path: '/embed/:id',
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      lazy: async () => ({ Component: (await import('./widget-embed')).WidgetEmbedRoute }),
    },
    {
      path: '/',
      Component: AdminLayout,
      ErrorBoundary: RouteErrorRoute,
      HydrateFallback: RouteLoading,
      children: [
        {
          // A page that fails (its code not loaded: an old tab after a deploy) shows its error inside
          // the admin, whose header and menu stay.
          ErrorBoundary: RouteErrorRoute,
          children: [
            { index: true, element: <Navigate to="/admin/widget" replace /> },
            {
              path: 'admin/widget',
              lazy: async () => ({ Component: (await import('./widget-list')).WidgetListRoute }),
            },
            {
              // Splat: the editor hosts mfe_commerce's screens below `commerce/`.
              path: 'admin/widget/edit/:id/*',
              lazy: async () => ({ Component: (await import('./widget-edit')).WidgetEditRoute }),
            },
            {
              path: 'u/account',
              lazy: async () => ({ Component: (await import('./account')).AccountRoute }),
            },
            {
              path: 'u/:username',
              lazy: async () => ({ Component: (await import('./public-profile')).PublicProfileRoute }),
            },
            {
              path: `${COMMERCE_BASE_PATH.slice(1)}/*`,
              lazy: async () => ({ Component: (await import('./commerce')).CommerceRoute }),
            },
            {
              // What runs in the admin: the shell and every remote, their builds and shared libraries.
              path: 'admin/about',
              lazy: async () => ({ Component: (await import('./about')).AboutRoute }),
            },
            { path: '*', lazy: async () => ({ Component: (await import('./not-found')).NotFoundRoute }) },
          ],
        },
      ],
    },
  ]);
}
