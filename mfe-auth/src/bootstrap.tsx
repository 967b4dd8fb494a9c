import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { SuiteProviders } from '@suite/shared/react';
import { AccountRoute } from './routes/account';
import { StandaloneLayout } from './standalone/standalone-layout';

// mfe_auth on its own: the account page behind the same header area the shell shows.
const router = createBrowserRouter([
  {
    path: '/',
    Component: StandaloneLayout,
    children: [
      { index: true, element: <Navigate to="/u/account" replace /> },
      { path: 'u/account', Component: AccountRoute },
      { path: '*', element: <Navigate to="/u/account" replace /> },
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
