import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthenticatedAccount } from '@suite/shared';
import { englishCatalog } from '../../test/english';
import { renderAccount, SIGNED_IN_ACCOUNT } from '../../test/render';
import { linkWalletStep } from './link-wallet';
import { LinkedWalletsCard, removeBlockedReason } from './linked-wallets-card';
import { SignOutCard } from './sign-out-card';

const SECOND = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const TWO_WALLETS: AuthenticatedAccount = {
  ...SIGNED_IN_ACCOUNT,
  user: { ...SIGNED_IN_ACCOUNT.user, addresses: [...SIGNED_IN_ACCOUNT.user.addresses, SECOND] },
};

describe('linked wallets', () => {
  it('never removes the last wallet, nor the one this session signed in with', () => {
    const t = englishCatalog();
    expect(removeBlockedReason(SIGNED_IN_ACCOUNT, SIGNED_IN_ACCOUNT.address, t)).toBe(
      'A user must keep at least one wallet',
    );
    expect(removeBlockedReason(TWO_WALLETS, SIGNED_IN_ACCOUNT.address, t)).toBe(
      'You signed in with this wallet: sign in with another of your wallets to remove it',
    );
    expect(removeBlockedReason(TWO_WALLETS, SECOND, t)).toBeNull();
  });

  it('asks to switch account in the wallet before linking, then to sign', () => {
    expect(linkWalletStep(undefined, [SECOND])).toBe('connect');
    expect(linkWalletStep('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', [SECOND])).toBe('switch');
    expect(linkWalletStep(SIGNED_IN_ACCOUNT.address, [SECOND])).toBe('sign');
  });

  it('disables Remove for the only wallet', () => {
    renderAccount(<LinkedWalletsCard account={SIGNED_IN_ACCOUNT} />);
    expect(screen.getByRole('button', { name: `Remove ${SIGNED_IN_ACCOUNT.address}` })).toBeDisabled();
  });

  it('removes another wallet after confirming', async () => {
    const { api } = renderAccount(<LinkedWalletsCard account={TWO_WALLETS} />, {
      'POST /api/user/remove-account': { status: 200, body: SIGNED_IN_ACCOUNT },
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' }),
    );
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Wallet removed')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/user/remove-account');
  });

  it('shows Sign out busy until the API answers, so a double click sends one logout', async () => {
    renderAccount(<SignOutCard />, { 'POST /api/user/logout': { status: 200, body: { ok: true } } });
    // The logout is held until released, to see the card while it is under way.
    const answer = globalThis.fetch;
    const logouts: (() => void)[] = [];
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(new Request(input, init).url).pathname === '/api/user/logout'
        ? new Promise<Response>((resolve) => {
            logouts.push(() => resolve(answer(input, init)));
          })
        : answer(input, init);
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.click(signOut);
    fireEvent.click(signOut);
    await waitFor(() => expect(signOut).toHaveClass('ant-btn-loading'));
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeDisabled();
    expect(logouts).toHaveLength(1);
    logouts[0]?.();
    await waitFor(() => expect(signOut).not.toHaveClass('ant-btn-loading'));
    expect(logouts).toHaveLength(1);
  });

  it('signs out everywhere only after confirming', async () => {
    const { api } = renderAccount(<SignOutCard />, {
      'POST /api/user/logout-all': { status: 200, body: { ok: true } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Sign out everywhere?');
    expect(api.calls).not.toContain('POST /api/user/logout-all');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(api.calls).toContain('POST /api/user/logout-all'));
  });
});
