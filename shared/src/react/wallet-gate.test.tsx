import '@testing-library/jest-dom';
import { lazy } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useConnection } from 'wagmi';
import { WalletProviders } from '../wallet/wallet-providers';
import { BaseProviders } from './base-providers';
import { SuiteProviders } from './suite-providers';
import { WalletGate, WalletScope } from './wallet-gate';
import { useWalletStartRequest } from './wallet-request';
import { disconnectWallet, isWalletRemembered, rememberWallet } from './wallet-memory';

// Whether the wallet's chunk fails to load this time (read when the gate imports it).
let mockWalletChunkFails = false;
jest.mock('../wallet/wallet-providers', () => {
  const actual = jest.requireActual<typeof import('../wallet/wallet-providers')>(
    '../wallet/wallet-providers',
  );
  return {
    __esModule: true,
    ...actual,
    get WalletProviders() {
      if (mockWalletChunkFails) throw new Error('Loading chunk wallet failed');
      return actual.WalletProviders;
    },
  };
});

/** Stands for a wallet control: it uses a wagmi hook, which throws outside wagmi's provider. */
function WalletStatus() {
  const { status } = useConnection();
  const start = useWalletStartRequest();
  return (
    <p>
      Wallet {status}
      {start.pending ? ', asked to connect' : ''}
    </p>
  );
}

function Gate() {
  return (
    <WalletGate
      idle={(start) => <button onClick={start}>Connect wallet</button>}
      loading={<p>Loading the wallet…</p>}
    >
      <WalletStatus />
    </WalletGate>
  );
}

beforeEach(() => {
  mockWalletChunkFails = false;
  rememberWallet(false);
});

describe('WalletGate', () => {
  it('shows its stand-in until asked, then loads the wallet and carries the click on', async () => {
    render(
      <BaseProviders apiBaseUrl="">
        <Gate />
        <Gate />
      </BaseProviders>,
    );
    expect(screen.getAllByRole('button', { name: 'Connect wallet' })).toHaveLength(2);
    expect(screen.queryByText(/^Wallet/)).not.toBeInTheDocument();

    const [first] = screen.getAllByRole('button', { name: 'Connect wallet' });
    if (!first) throw new Error('No Connect wallet button');
    fireEvent.click(first);
    // Every gate of the page opens once the visitor asked; only the clicked one carries the click on.
    expect(await screen.findByText('Wallet disconnected, asked to connect')).toBeInTheDocument();
    expect(screen.getAllByText(/^Wallet disconnected/)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
  });

  it('renders the wallet controls at once below providers that hold the wallet', async () => {
    render(
      <SuiteProviders apiBaseUrl="">
        <WalletProviders>
          <Gate />
        </WalletProviders>
      </SuiteProviders>,
    );
    expect(await screen.findByText('Wallet disconnected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
  });

  it('keeps its stand-in below SuiteProviders alone, which do not load the wallet', () => {
    render(
      <SuiteProviders apiBaseUrl="">
        <Gate />
      </SuiteProviders>,
    );
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(screen.queryByText(/^Wallet/)).not.toBeInTheDocument();
  });

  it('opens without a click when the browser had a wallet connected on its last visit, if asked to', async () => {
    rememberWallet(true);
    render(
      <BaseProviders apiBaseUrl="">
        <WalletGate
          idle={(start) => <button onClick={start}>Connect wallet</button>}
          loading={<p>Loading…</p>}
        >
          <WalletStatus />
        </WalletGate>
        <WalletGate
          idle={(start) => <button onClick={start}>Log in</button>}
          loading={<p>Loading…</p>}
          openWhenRemembered
        >
          <WalletStatus />
        </WalletGate>
      </BaseProviders>,
    );
    expect(await screen.findByText('Wallet disconnected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('carries on a click on the stand-in made below wallet providers before the controls arrived', async () => {
    let arrive: () => void = () => undefined;
    const LazyWalletStatus = lazy(
      () =>
        new Promise<{ default: typeof WalletStatus }>((resolve) => {
          arrive = () => resolve({ default: WalletStatus });
        }),
    );
    render(
      <SuiteProviders apiBaseUrl="">
        <WalletProviders>
          <WalletGate
            idle={(start) => <button onClick={start}>Connect wallet</button>}
            loading={<p>Loading…</p>}
          >
            <LazyWalletStatus />
          </WalletGate>
        </WalletProviders>
      </SuiteProviders>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet' }));
    act(() => arrive());
    expect(await screen.findByText('Wallet disconnected, asked to connect')).toBeInTheDocument();
  });

  it('says when the wallet could not be loaded, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWalletChunkFails = true;
    render(
      <BaseProviders apiBaseUrl="">
        <Gate />
      </BaseProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet' }));
    expect(await screen.findByText('The wallet could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Loading chunk wallet failed')).toBeInTheDocument();

    mockWalletChunkFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^Wallet disconnected/)).toBeInTheDocument();
  });

  it("a scope loads the wallet as it mounts, and the page's gates open with it", async () => {
    render(
      <BaseProviders apiBaseUrl="">
        <Gate />
        <WalletScope fallback={<p>Preparing the trade…</p>}>
          <WalletStatus />
        </WalletScope>
      </BaseProviders>,
    );
    expect(screen.getByText('Preparing the trade…')).toBeInTheDocument();
    expect(await screen.findAllByText('Wallet disconnected')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
  });

  it('a scope that could not load the wallet says so, and Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockWalletChunkFails = true;
    render(
      <BaseProviders apiBaseUrl="">
        <WalletScope fallback={<p>Loading the wallet…</p>}>
          <WalletStatus />
        </WalletScope>
      </BaseProviders>,
    );
    expect(await screen.findByText('The wallet could not be loaded')).toBeInTheDocument();
    mockWalletChunkFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Wallet disconnected')).toBeInTheDocument();
  });

  it('forgets a remembered wallet on sign-out, whether or not its code is loaded', async () => {
    rememberWallet(true);
    expect(isWalletRemembered()).toBe(true);
    await disconnectWallet();
    expect(isWalletRemembered()).toBe(false);
  });

  it('fails loudly outside the providers that remember the request', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Gate />)).toThrow('WalletGate needs BaseProviders or SuiteProviders above it');
  });
});
