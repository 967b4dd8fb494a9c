import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthenticatedAccount } from '@suite/shared';
import { SignInPrompt } from '@suite/shared/react';
import { errorBody, renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import WalletLoginButton from './wallet-login-button';
import { UnsavedChanges } from '../../test/unsaved-changes';

jest.setTimeout(30_000);

const SECOND_WALLET = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

// The wallet extension, connected with the user's second wallet (a factory sees no outer constant).
jest.mock('wagmi', () => ({
  ...jest.requireActual('wagmi'),
  useConnection: () => ({ address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
  useConnectors: () => [],
  useConnect: () => ({ mutateAsync: () => Promise.resolve() }),
  useSignMessage: () => ({ mutateAsync: () => Promise.resolve(`0x${'ab'.repeat(65)}`) }),
}));

const TWO_WALLETS: AuthenticatedAccount = {
  ...SIGNED_IN_ACCOUNT,
  user: {
    ...SIGNED_IN_ACCOUNT.user,
    addresses: [...SIGNED_IN_ACCOUNT.user.addresses, SECOND_WALLET.toLowerCase()],
  },
};

describe('the login button with another of the user’s wallets connected', () => {
  it('offers sign message, which signs in with that wallet, then reads Logged', async () => {
    let session = TWO_WALLETS;
    const { api } = renderAccount(<WalletLoginButton />, {
      'GET /api/user/authenticated/account': () => ({ status: 200, body: session }),
      [`GET /api/user/message-to-sign/${SECOND_WALLET}`]: {
        status: 200,
        body: { message: 'Sign in', nonce: 'n1', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
      'POST /api/user/add-account': () => {
        // The API signs the same user in with this wallet.
        session = { ...TWO_WALLETS, address: SECOND_WALLET };
        return { status: 200, body: session };
      },
    });
    const sign = await screen.findByRole('button', { name: 'sign message' });
    expect(sign).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Logged' })).not.toBeInTheDocument();

    fireEvent.click(sign);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled());
    expect(api.calls).toContain('POST /api/user/add-account');
  });
});

/** The connected wallet signs in whom `signedIn` says, once the message is signed. */
function renderWithUnsavedChanges(session: AuthenticatedAccount | null, signedIn: AuthenticatedAccount) {
  let current = session;
  return renderAccount(
    <>
      <UnsavedChanges />
      <WalletLoginButton />
    </>,
    {
      'GET /api/user/authenticated/account': () =>
        current ? { status: 200, body: current } : errorBody(401, 'UNAUTHORIZED'),
      [`GET /api/user/message-to-sign/${SECOND_WALLET}`]: {
        status: 200,
        body: { message: 'Sign in', nonce: 'n1', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
      'POST /api/user/add-account': () => {
        current = signedIn;
        return { status: 200, body: signedIn };
      },
    },
  );
}

const ANOTHER_USER: AuthenticatedAccount = {
  address: SECOND_WALLET,
  user: { ...SIGNED_IN_ACCOUNT.user, id: 'user-2', addresses: [SECOND_WALLET.toLowerCase()] },
};

describe('sign message with a wallet that signs in another user', () => {
  it('asks Leave without saving first while the page holds unsaved changes: Stay keeps the user, Leave signs in', async () => {
    const { api } = renderWithUnsavedChanges(SIGNED_IN_ACCOUNT, ANOTHER_USER);
    fireEvent.click(await screen.findByRole('button', { name: 'sign message' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Leave without saving');
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.startsWith('GET /api/user/message-to-sign/'))).toEqual([]);
    expect(api.calls).not.toContain('POST /api/user/add-account');
    expect(screen.getByRole('button', { name: 'sign message' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'sign message' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled());
    expect(api.calls).toContain('POST /api/user/add-account');
  });

  it('does not ask with another of the user’s own wallets', async () => {
    const { api } = renderWithUnsavedChanges(TWO_WALLETS, { ...TWO_WALLETS, address: SECOND_WALLET });
    fireEvent.click(await screen.findByRole('button', { name: 'sign message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled());
    expect(api.calls).toContain('POST /api/user/add-account');
    expect(screen.queryByText('Leave without saving')).not.toBeInTheDocument();
  });

  it('does not ask with nobody signed in', async () => {
    const { api } = renderWithUnsavedChanges(null, ANOTHER_USER);
    fireEvent.click(await screen.findByRole('button', { name: 'sign message' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Logged' })).toBeDisabled());
    expect(api.calls).toContain('POST /api/user/add-account');
    expect(screen.queryByText('Leave without saving')).not.toBeInTheDocument();
  });
});

describe('a signed-out screen’s Login pressed again while signing', () => {
  it('asks for one message and one signature, signs in once, and shows Login busy meanwhile', async () => {
    let signedIn = false;
    const { api } = renderAccount(
      <>
        <SignInPrompt title="You are signed out" />
        <WalletLoginButton />
      </>,
      {
        'GET /api/user/authenticated/account': () =>
          signedIn ? { status: 200, body: TWO_WALLETS } : errorBody(401, 'UNAUTHORIZED'),
        [`GET /api/user/message-to-sign/${SECOND_WALLET}`]: {
          status: 200,
          body: { message: 'Sign in', nonce: 'n1', expiresAt: '2030-01-01T00:00:00.000Z' },
        },
        'POST /api/user/add-account': () => {
          signedIn = true;
          return { status: 200, body: { ...TWO_WALLETS, address: SECOND_WALLET } };
        },
      },
    );
    const prompt = (await screen.findByText('You are signed out')).closest('[role="alert"]');
    if (!(prompt instanceof HTMLElement)) throw new Error('No signed-out prompt');
    const login = within(prompt).getByRole('button', { name: 'Login' });
    fireEvent.click(login);
    expect(login).toHaveClass('ant-btn-loading');
    fireEvent.click(login);
    await waitFor(() => expect(api.calls).toContain('POST /api/user/add-account'));
    expect(api.calls.filter((call) => call.startsWith('GET /api/user/message-to-sign/'))).toHaveLength(1);
    expect(api.calls.filter((call) => call === 'POST /api/user/add-account')).toHaveLength(1);
  });
});

describe('a sign-in whose session the browser does not keep', () => {
  it('says the page is still signed out and why, naming the API’s origin, instead of going back to sign message silently', async () => {
    // The API signs the wallet in, but the next read comes without its cookie: still 401.
    const { api } = renderAccount(<WalletLoginButton />, {
      'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
      [`GET /api/user/message-to-sign/${SECOND_WALLET}`]: {
        status: 200,
        body: { message: 'Sign in', nonce: 'n1', expiresAt: '2030-01-01T00:00:00.000Z' },
      },
      'POST /api/user/add-account': { status: 200, body: ANOTHER_USER },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'sign message' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are still signed out' });
    expect(dialog).toHaveTextContent(
      /This browser did not keep the session cookie of the API at http:\/\/account-\d+\.test: it keeps it only when the API is on this page's site and its cookies are allowed\./,
    );
    expect(api.calls).toContain('POST /api/user/add-account');
    expect(screen.getByRole('button', { name: 'sign message' })).toBeEnabled();
  });
});
