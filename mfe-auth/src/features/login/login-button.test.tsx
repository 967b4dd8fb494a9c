import { fireEvent, screen, waitFor } from '@testing-library/react';
import { isWalletRemembered } from '@suite/shared/react';
import { rememberWallet } from '@suite/shared/testing';
import { renderAccount } from '../../test/render';
import { LoginButton } from './login-button';

const CONNECT_WALLET_TITLE = 'Connect a wallet';

jest.setTimeout(30_000);

afterEach(() => rememberWallet(false));

describe('LoginButton', () => {
  it('stands in as Login without the wallet, and one press loads it and opens the wallet prompt', async () => {
    renderAccount(<LoginButton />);
    const login = await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(login);
    // The press is carried on once the wallet's code is there: no second press.
    expect(await screen.findByRole('dialog', { name: CONNECT_WALLET_TITLE })).toBeInTheDocument();
  });

  it('loads the wallet at once when one was connected on the last visit, and forgets it when it cannot reconnect', async () => {
    rememberWallet(true);
    renderAccount(<LoginButton />);
    // No wallet in this browser: wagmi's reconnect fails, so the page no longer remembers one.
    await waitFor(() => expect(isWalletRemembered()).toBe(false));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
