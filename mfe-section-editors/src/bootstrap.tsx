import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { StandaloneLayout, SuiteProviders } from '@suite/shared/react';
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
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <SuiteProviders>
      <RouterProvider router={router} />
    </SuiteProviders>
  </StrictMode>,
);
