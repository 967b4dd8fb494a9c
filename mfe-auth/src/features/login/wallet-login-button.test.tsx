import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { AuthenticatedAccount } from '@suite/shared';
import { renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import WalletLoginButton from './wallet-login-button';

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
