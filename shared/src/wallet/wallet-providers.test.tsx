import '@testing-library/jest-dom';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useConnection } from 'wagmi';
import { BaseProviders } from '../react/base-providers';
import { suiteWagmiConfig } from './wagmi-config';
import { WalletProviders } from './wallet-providers';

function WalletStatus() {
  const { status } = useConnection();
  return <p>Wallet {status}</p>;
}

/** Two parts of a page with the wallet's providers (the header's login, a section), re-rendered at will. */
function Page() {
  const [renders, setRenders] = useState(0);
  return (
    <BaseProviders apiBaseUrl="">
      <button onClick={() => setRenders((count) => count + 1)}>Render again ({renders})</button>
      <WalletProviders>
        <WalletStatus />
      </WalletProviders>
      <WalletProviders>
        <WalletStatus />
      </WalletProviders>
    </BaseProviders>
  );
}

describe('WalletProviders', () => {
  it('reconnects when the first mounts: re-rendering them leaves the connection alone', async () => {
    const statuses: string[] = [];
    const unsubscribe = suiteWagmiConfig().subscribe(
      (state) => state.status,
      (status) => statuses.push(status),
    );
    render(<Page />);
    // No wallet in this browser: the one reconnection finds none.
    expect(await screen.findAllByText('Wallet disconnected')).toHaveLength(2);
    const afterMount = statuses.length;

    for (let round = 1; round <= 5; round += 1) {
      fireEvent.click(screen.getByRole('button', { name: /Render again/ }));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
    expect(screen.getByRole('button', { name: 'Render again (5)' })).toBeInTheDocument();
    // wagmi's WagmiProvider reconnected on every render: connecting, disconnected, five times over.
    expect(statuses.slice(afterMount)).toEqual([]);
    expect(screen.getAllByText('Wallet disconnected')).toHaveLength(2);
    unsubscribe();
  });
});
