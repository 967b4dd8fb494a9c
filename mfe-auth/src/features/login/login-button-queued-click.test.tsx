import { createElement, lazy, type ComponentType } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SignInPrompt, WalletScope } from '@suite/shared/react';
import { rememberWallet } from '@suite/shared/testing';
import { errorBody, renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import { LoginButton } from './login-button';
import type { WalletLoginButtonProps } from './wallet-login-button';

jest.setTimeout(30_000);

// The login button's wallet code, there once `walletCodeArrives` is called (a new load per test).
let mockWalletCode: ComponentType<WalletLoginButtonProps> = () => null;
jest.mock('./wallet-login-button', () => ({
  __esModule: true,
  default: (props: WalletLoginButtonProps) => createElement(mockWalletCode, props),
}));

interface WalletConnection {
  address: string | undefined;
  status: 'connected' | 'reconnecting' | 'disconnected';
}

const NO_WALLET: WalletConnection = { address: undefined, status: 'disconnected' };

// The wallet extension as wagmi reports it; `mockWallet.set` changes it as wagmi's state would.
const mockWallet = {
  connection: NO_WALLET,
  listeners: new Set<() => void>(),
  set(connection: WalletConnection) {
    mockWallet.connection = connection;
    for (const listener of mockWallet.listeners) listener();
  },
};
jest.mock('wagmi', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  const subscribe = (listener: () => void) => {
    mockWallet.listeners.add(listener);
    return () => mockWallet.listeners.delete(listener);
  };
  return {
    ...jest.requireActual('wagmi'),
    useConnection: () => useSyncExternalStore(subscribe, () => mockWallet.connection),
    useConnectors: () => [],
    useSignMessage: () => ({ mutateAsync: () => Promise.resolve(`0x${'ab'.repeat(65)}`) }),
  };
});

// wagmi's reconnection is what `mockWallet.set` plays: the page's providers start none of their own.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual('wagmi/actions'),
  reconnect: () => Promise.resolve([]),
}));

let walletCodeArrives: () => void = () => undefined;

beforeEach(() => {
  mockWallet.set(NO_WALLET);
  const { default: WalletLoginButton } =
    jest.requireActual<typeof import('./wallet-login-button')>('./wallet-login-button');
  const code = new Promise<{ default: typeof WalletLoginButton }>((resolve) => {
    walletCodeArrives = () => resolve({ default: WalletLoginButton });
  });
  mockWalletCode = lazy(() => code);
});

afterEach(() => rememberWallet(false));

const SIGNED_OUT = 'You are signed out';

describe('a Login click while the wallet’s code loads', () => {
  it('opens the wallet prompt once the code is there, without a wallet connected', async () => {
    renderAccount(
      <>
        {/* A section of the page asked for the wallet: its code is loading. */}
        <WalletScope fallback={null}>{null}</WalletScope>
        <SignInPrompt title={SIGNED_OUT} />
        <LoginButton />
      </>,
      { 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') },
    );
    expect(await screen.findByText('Loading the wallet…')).toBeInTheDocument();
    const prompt = screen.getByText(SIGNED_OUT).closest('[role="alert"]');
    if (!(prompt instanceof HTMLElement)) throw new Error('No signed-out prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Login' }));

    await act(async () => walletCodeArrives());
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
  });

  it('signs the message once the code is there and wagmi reconnected the wallet of the last visit', async () => {
    rememberWallet(true);
    let signedIn = false;
    const { api } = renderAccount(<LoginButton />, {
      'GET /api/user/authenticated/account': () =>
        signedIn ? { status: 200, body: SIGNED_IN_ACCOUNT } : errorBody(401, 'UNAUTHORIZED'),
      [`GET /api/user/message-to-sign/${SIGNED_IN_ACCOUNT.address}`]: {
        status: 200,
        body: { message: 'Sign in', nonce: 'n1', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
      'POST /api/user/add-account': () => {
        signedIn = true;
        return { status: 200, body: SIGNED_IN_ACCOUNT };
      },
    });
    // The remembered wallet's code loads at once; Login stands in meanwhile.
    fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Loading the wallet…')).toBeInTheDocument();

    // The code is there before wagmi has reconnected the wallet: no wallet yet, but one to come.
    await act(async () => walletCodeArrives());
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
    act(() => mockWallet.set({ address: undefined, status: 'reconnecting' }));
    act(() => mockWallet.set({ address: SIGNED_IN_ACCOUNT.address, status: 'connected' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled());
    expect(api.calls).toContain('POST /api/user/add-account');
    expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).not.toBeInTheDocument();
  });
});
