import { render, screen } from '@testing-library/react';
import { TransactionLink } from './transaction-link';

const HASH = '0x771af343198e4ea547fb9ec6a2c99fd03f591b8bc679480ce638304e114d958a';

describe('TransactionLink', () => {
  it("opens the transaction on its chain's explorer", () => {
    render(<TransactionLink chainId={1} hash={HASH} />);
    expect(screen.getByRole('link', { name: /View transaction/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
  });

  it('is disabled while the order has no transaction', () => {
    render(<TransactionLink chainId={1} hash={null} />);
    expect(screen.getByRole('button', { name: /View transaction/ })).toBeDisabled();
  });

  it('shows the hash to copy on a chain without an explorer, not a link that never opens', () => {
    render(<TransactionLink chainId={31337} hash={HASH} />);
    expect(screen.queryByRole('button', { name: /View transaction/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(`${HASH.slice(0, 10)}…${HASH.slice(-6)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
