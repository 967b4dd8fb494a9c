import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { renderStandaloneApp, StandaloneLayout } from '@suite/shared/react';
import { SECTION_EDITORS_NAMESPACES } from './i18n';
import { PageComposerRoute } from './routes/page-composer';
import { SectionCatalogRoute } from './routes/section-catalog';
import { StandaloneAccountArea } from './standalone/account-area';

// mfe_section_editors on its own (port 3003).
const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <StandaloneLayout title="Section editors" account={<StandaloneAccountArea />}>
        <Outlet />
      </StandaloneLayout>
    ),
    children: [
      { index: true, Component: SectionCatalogRoute },
      // `/sections/new` is the same page with the Add Section dialog open.
      { path: 'sections/new?', Component: PageComposerRoute },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

void renderStandaloneApp(router, SECTION_EDITORS_NAMESPACES);
