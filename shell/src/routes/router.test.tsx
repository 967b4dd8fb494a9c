import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { SuiteDocument, SuiteProviders, type RemoteModuleLoader } from '@suite/shared/react';
import { RemoteLoaderContext } from '../federation/shell-remote';
import { createShellRouter } from './router';

// The code of the widget list cannot be loaded (an old tab after a deploy removed its chunk).
jest.mock('./widget-list', () => {
  throw new Error('Loading chunk failed');
});

// antd's layout and the first render of its styles are slow in jsdom, more so beside a build.
jest.setTimeout(30_000);

function AccountArea() {
  return <p>Account area</p>;
}

describe('the admin’s routes', () => {
  it('shows a page whose code did not load inside the admin, with its menu, and titles the tab so', async () => {
    window.history.pushState({}, '', '/admin/widget');
    const loader: RemoteModuleLoader = {
      load: () => Promise.resolve({ default: AccountArea }),
      reset: jest.fn(),
    };
    render(
      <SuiteProviders>
        <SuiteDocument product="Site Builder">
          <RemoteLoaderContext.Provider value={loader}>
            <RouterProvider router={createShellRouter()} />
          </RemoteLoaderContext.Provider>
        </SuiteDocument>
      </SuiteProviders>,
    );
    expect(await screen.findByText('This page could not be shown')).toBeInTheDocument();
    expect(screen.getByText('Loading chunk failed')).toBeInTheDocument();
    // The admin's header stays around it: its menu (a drawer on jsdom's narrow screen) and account area.
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    expect(await screen.findByText('Account area')).toBeInTheDocument();
    expect(document.title).toBe('This page could not be shown · Site Builder');
  });
});
