import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CommerceAppProps } from '@suite/shared';
import { SuiteDocument, useDocumentTitle, type RemoteModuleLoader } from '@suite/shared/react';
import { RemoteLoaderContext, ShellRemote } from './shell-remote';

// antd's Result and the first render of its styles are slow in jsdom, more so beside a build.
jest.setTimeout(30_000);

function FakeCommerceApp({ basePath }: CommerceAppProps) {
  return <p>Commerce back office at {basePath}</p>;
}

function renderWithLoader(loader: RemoteModuleLoader) {
  return render(
    <RemoteLoaderContext.Provider value={loader}>
      <p>Rest of the shell</p>
      <ShellRemote id="mfe_commerce/CommerceApp" props={{ basePath: '/u/account/commerce' }} />
    </RemoteLoaderContext.Provider>,
  );
}

/** A remote's page that titles itself and, on a click, draws another remote inside (which never loads). */
function OrdersWithAccount() {
  useDocumentTitle('Orders');
  const [open, setOpen] = useState(false);
  return (
    <>
      <h1>Orders</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open the account
      </button>
      {open ? <ShellRemote id="mfe_auth/AccountPage" props={{}} /> : null}
    </>
  );
}

describe('ShellRemote', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names a remote that cannot be loaded, keeps the rest of the page, and Retry fetches it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to get manifest of mfe_commerce'))
      .mockResolvedValueOnce({ default: FakeCommerceApp });
    const reset = jest.fn();
    renderWithLoader({ load: load as RemoteModuleLoader['load'], reset });

    const fallback = await screen.findByRole('alert');
    expect(within(fallback).getByText('Commerce (mfe_commerce) could not be loaded')).toBeInTheDocument();
    expect(within(fallback).getAllByText('Failed to get manifest of mfe_commerce').length).toBeGreaterThan(0);
    expect(screen.getByText('Rest of the shell')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(within(fallback).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Commerce back office at /u/account/commerce')).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('mfe_commerce');
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('mfe_commerce/CommerceApp');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('titles the tab after the remote while it loads and when it fails, not after the page before', async () => {
    document.title = 'Manage Widgets · Site Builder';
    let fail: (error: Error) => void = () => undefined;
    const load = jest.fn(
      () =>
        new Promise<never>((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(
      <SuiteDocument product="Site Builder">
        <RemoteLoaderContext.Provider value={{ load: load as RemoteModuleLoader['load'], reset: jest.fn() }}>
          <ShellRemote id="mfe_commerce/CommerceApp" props={{ basePath: '/u/account/commerce' }} />
        </RemoteLoaderContext.Provider>
      </SuiteDocument>,
    );
    await waitFor(() => expect(document.title).toBe('Loading Commerce · Site Builder'));
    await act(async () => fail(new Error('Failed to get manifest of mfe_commerce')));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.title).toBe('Commerce (mfe_commerce) could not be loaded · Site Builder');
  });

  it('leaves the title to the page for a remote inside another (a preview inside the editor)', async () => {
    document.title = 'Edit widget · Site Builder';
    const load = jest.fn((id: string) =>
      id === 'mfe_commerce/CommerceApp'
        ? Promise.resolve({ default: OrdersWithAccount })
        : new Promise<never>(() => undefined),
    );
    render(
      <SuiteDocument product="Site Builder">
        <RemoteLoaderContext.Provider value={{ load: load as RemoteModuleLoader['load'], reset: jest.fn() }}>
          <ShellRemote id="mfe_commerce/CommerceApp" props={{ basePath: '/u/account/commerce' }} />
        </RemoteLoaderContext.Provider>
      </SuiteDocument>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Open the account' }));
    await waitFor(() => expect(load).toHaveBeenCalledWith('mfe_auth/AccountPage'));
    // The inner remote's placeholder is drawn (its effects have run) while it loads.
    expect(document.querySelector('.ant-skeleton')).not.toBeNull();
    expect(document.title).toBe('Orders · Site Builder');
  });

  it('renders the module with its props when it loads', async () => {
    const load = jest.fn().mockResolvedValue({ default: FakeCommerceApp });
    renderWithLoader({ load: load as RemoteModuleLoader['load'], reset: jest.fn() });
    expect(await screen.findByText('Commerce back office at /u/account/commerce')).toBeInTheDocument();
  });
});
