import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CommerceAppProps } from '@suite/shared';
import type { RemoteModuleLoader } from '@suite/shared/react';
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

  it('renders the module with its props when it loads', async () => {
    const load = jest.fn().mockResolvedValue({ default: FakeCommerceApp });
    renderWithLoader({ load: load as RemoteModuleLoader['load'], reset: jest.fn() });
    expect(await screen.findByText('Commerce back office at /u/account/commerce')).toBeInTheDocument();
  });
});
