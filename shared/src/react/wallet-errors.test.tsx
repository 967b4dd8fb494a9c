import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ORPCError } from '@orpc/client';
import { setLanguage } from './i18n/i18n';
import { NoWalletError, useWalletErrorMessage } from './wallet-errors';

/** Wallet failures as wagmi and viem throw them, and an API call failed on the way. */
const FAILURES = {
  none: Object.assign(new Error('Provider not found.'), { name: 'ProviderNotFoundError' }),
  noConnector: new NoWalletError(),
  refused: new Error('Request failed', {
    cause: Object.assign(new Error('User rejected the request.'), { code: 4001 }),
  }),
  viem: Object.assign(new Error('Long details'), { shortMessage: 'Execution reverted: Paused' }),
  api: new ORPCError('CONFLICT', {
    message: 'This widget was changed elsewhere. Reload it to get the latest version.',
    data: { reason: 'staleVersion' },
  }),
};

function Messages({ refused }: { refused?: string }) {
  const walletError = useWalletErrorMessage();
  return (
    <ul>
      {Object.entries(FAILURES).map(([name, error]) => (
        <li key={name}>{`${name}: ${walletError(error, refused)}`}</li>
      ))}
    </ul>
  );
}

const shown = (name: keyof typeof FAILURES) =>
  screen
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(`${name}: `))
    ?.textContent?.slice(name.length + 2);

describe('useWalletErrorMessage', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    window.localStorage.clear();
  });

  it("words a wallet failure in the page's language: no wallet, a refusal, viem's message, the API's reason", async () => {
    render(
      <Suspense fallback="Loading">
        <Messages />
      </Suspense>,
    );
    expect(shown('none')).toBe('No wallet found in this browser');
    expect(shown('noConnector')).toBe('No wallet found in this browser');
    expect(shown('refused')).toBe('You rejected the request in your wallet');
    expect(shown('viem')).toBe('Execution reverted: Paused');
    expect(shown('api')).toBe(FAILURES.api.message);

    await act(() => setLanguage('pt'));

    expect(await screen.findByText('none: Nenhuma carteira encontrada neste navegador')).toBeInTheDocument();
    expect(shown('noConnector')).toBe('Nenhuma carteira encontrada neste navegador');
    expect(shown('refused')).toBe('Você recusou a solicitação na sua carteira');
    expect(shown('viem')).toBe('Execution reverted: Paused');
    expect(shown('api')).toMatch(/^Este widget foi alterado/);
  });

  it('says what a refusal means at the step, and words every other failure as before', async () => {
    render(
      <Suspense fallback="Loading">
        <Messages refused="The payment was declined in your wallet. Nothing was sent." />
      </Suspense>,
    );
    expect(await screen.findByText(/^refused: /)).toHaveTextContent(
      'refused: The payment was declined in your wallet. Nothing was sent.',
    );
    expect(shown('none')).toBe('No wallet found in this browser');
    expect(shown('viem')).toBe('Execution reverted: Paused');
  });
});
