import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { WalletConnectors } from '@suite/shared';
import { setLanguage, useSharedCatalog, walletOptions } from '@suite/shared/react';
import { ConnectWalletDialog } from './connect-wallet-dialog';

const CREATE_WALLET_NOTE =
  'No wallet yet? Social or e-mail wallets can be created: sign up with an e-mail address or a social account in a wallet app, then connect it here.';

jest.setTimeout(30_000);

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum;
});

/** The options as the page's language words them. */
function optionsOf(configured: WalletConnectors) {
  const { result } = renderHook(() => useSharedCatalog());
  return walletOptions(configured, result.current.t);
}

describe('walletOptions', () => {
  it('offers only the injected wallet when nothing else is configured', () => {
    (window as { ethereum?: unknown }).ethereum = { isMetaMask: true };
    expect(optionsOf({ walletConnect: null, coinbaseWallet: null }).map((option) => option.name)).toEqual([
      'MetaMask',
    ]);
  });

  it('adds WalletConnect and Coinbase Wallet where configured, and says when no browser wallet exists', () => {
    const configured = {
      walletConnect: { projectId: '0123456789abcdef0123456789abcdef' },
      coinbaseWallet: { appName: 'Admin' },
    };
    const options = optionsOf(configured);
    expect(options.map((option) => option.id)).toEqual(['injected', 'walletConnect', 'coinbaseWallet']);
    expect(options[0]?.unavailable).toBe(
      'No browser wallet found: install one such as MetaMask, then reload.',
    );
  });

  it("words every option in the page's language", async () => {
    try {
      await act(() => setLanguage('pt'));
      const options = optionsOf({
        walletConnect: { projectId: '0123456789abcdef0123456789abcdef' },
        coinbaseWallet: { appName: 'Admin' },
      });
      expect(options.map(({ name, description, unavailable }) => [name, unavailable ?? description])).toEqual(
        [
          [
            'Carteira do navegador',
            'Nenhuma carteira encontrada no navegador: instale uma, como a MetaMask, e recarregue a página.',
          ],
          ['WalletConnect', 'Escaneie um código QR com um app de carteira no seu celular.'],
          [
            'Coinbase Wallet',
            'O app ou a extensão Coinbase Wallet, ou uma smart wallet criada com seu e-mail ou uma passkey.',
          ],
        ],
      );
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('ConnectWalletDialog', () => {
  function renderDialog(connect: jest.Mock, onClose = jest.fn()) {
    (window as { ethereum?: unknown }).ethereum = {};
    render(
      <ConnectWalletDialog
        open
        wallet={{
          options: optionsOf({ walletConnect: null, coinbaseWallet: { appName: 'Admin' } }),
          connecting: null,
          connect,
        }}
        onClose={onClose}
      />,
    );
    return onClose;
  }

  it('lists the configured wallets with the note that social or e-mail wallets can be created', () => {
    renderDialog(jest.fn());
    expect(screen.getByRole('dialog', { name: 'Connect a wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Browser wallet' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Connect Coinbase Wallet' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect WalletConnect' })).not.toBeInTheDocument();
    expect(screen.getByText(CREATE_WALLET_NOTE)).toBeInTheDocument();
  });

  it('connects the picked wallet and closes once it is connected', async () => {
    const connect = jest.fn(async () => true);
    const onClose = renderDialog(connect);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Coinbase Wallet' }));
    expect(connect).toHaveBeenCalledWith('coinbaseWallet');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('stays open when the connection fails, so another wallet can be tried', async () => {
    const connect = jest.fn(async () => false);
    const onClose = renderDialog(connect);
    fireEvent.click(screen.getByRole('button', { name: 'Connect Browser wallet' }));
    await waitFor(() => expect(connect).toHaveBeenCalledWith('injected'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
