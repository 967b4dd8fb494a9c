import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readContract, writeContract } from 'wagmi/actions';
import { installBrowserWallet } from '@suite/shared/testing';
import { ContentLanguage } from '@suite/shared/react';
import { ok, renderInSite } from '../../test/render-in-site';
import { SETTINGS, SITE } from '../../test/site-trade-answers';
import { renderWithWalletConnected } from '../../test/connected-wallet';
import { ContractEditor } from './editor';
import { ContractRenderer } from './renderer';
import { confirmTransaction, walletOnChain } from '../../section-kit/contract/wallet-actions';

// The chain and the wallet are the page's: reads, writes and the wallet prompt are stood in for.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  readContract: jest.fn(),
  writeContract: jest.fn(),
}));
jest.mock('../../section-kit/contract/wallet-actions', () => ({
  walletOnChain: jest.fn(),
  confirmTransaction: jest.fn(),
}));

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HOLDER: `0x${string}` = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: `0x${string}` = `0x${'ab'.repeat(32)}`;
const ERC20_ABI = JSON.stringify([
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'account', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'payable',
    inputs: [{ name: 'amounts', type: 'uint256[]' }],
    outputs: [],
  },
  { type: 'event', name: 'Transfer', inputs: [], anonymous: false },
]);
const SECTION = {
  title: 'Test token',
  chainId: 1,
  address: TOKEN,
  abi: ERC20_ABI,
  functions: ['balanceOf(address)', 'transfer(address,uint256)'],
};

function paste(element: HTMLElement, text: string) {
  fireEvent.change(element, { target: { value: text } });
}

describe('ContractEditor', () => {
  function renderEditor() {
    const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
    renderInSite(<ContractEditor {...handlers} />);
    return { ...handlers, user: userEvent.setup({ delay: null }) };
  }

  it('checks the address and the ABI beside their fields, and keeps Save disabled', async () => {
    renderEditor();
    paste(screen.getByLabelText('Contract address'), '0x123');
    paste(screen.getByLabelText('ABI'), '[{"type":"function"');
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The ABI must be valid JSON')).toBeInTheDocument();
    paste(
      screen.getByLabelText('ABI'),
      '[{"type":"function","name":"f","inputs":[{"type":"uint7"}],"outputs":[]}]',
    );
    expect(await screen.findByText('The inputs of f are not valid ABI parameters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("offers the ABI's read and write functions and saves the chosen ones", async () => {
    const { user, onSave } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'Test token');
    paste(screen.getByLabelText('Contract address'), TOKEN);
    paste(screen.getByLabelText('ABI'), ERC20_ABI);
    const reads = await screen.findByRole('group', { name: 'Read functions' });
    const writes = screen.getByRole('group', { name: 'Write functions' });
    expect(within(writes).getByRole('checkbox', { name: /transfer\(address,uint256\)/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(reads).getByRole('checkbox', { name: /balanceOf\(address\)/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SECTION, functions: ['balanceOf(address)'] });
  });
});

/** The transfer card, filled in to send 5 to the token's own address. */
async function fillTransfer(user: ReturnType<typeof userEvent.setup>) {
  const transfer = await screen.findByRole('region', { name: 'transfer' });
  await user.click(within(transfer).getByLabelText('to (address)'));
  await user.paste(TOKEN);
  await user.type(within(transfer).getByLabelText('amount (uint256)'), '5');
  return transfer;
}

describe('ContractRenderer', () => {
  // The visitor's wallet is connected: Send transaction is offered (without one, Connect wallet is).
  const renderConnected = renderWithWalletConnected(HOLDER);

  beforeEach(() => jest.resetAllMocks());

  it('reads a function from the chain with the arguments typed', async () => {
    jest.mocked(readContract).mockResolvedValue(1000n);
    const user = userEvent.setup({ delay: null });
    renderConnected(<ContractRenderer data={SECTION} />);
    expect(await screen.findByRole('heading', { name: 'Test token' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'balanceOf' });
    await user.click(within(balance).getByLabelText('account (address)'));
    await user.paste(HOLDER);
    await user.click(within(balance).getByRole('button', { name: 'Read' }));
    expect(await within(balance).findByText('1000')).toBeInTheDocument();
    expect(jest.mocked(readContract).mock.calls[0]?.[1]).toMatchObject({
      address: TOKEN,
      functionName: 'balanceOf',
      args: [HOLDER],
      chainId: 1,
    });
  });

  it('says which argument is wrong, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderConnected(<ContractRenderer data={SECTION} />);
    const transfer = await screen.findByRole('region', { name: 'transfer' });
    await user.type(within(transfer).getByLabelText('to (address)'), '0x12');
    await user.type(within(transfer).getByLabelText('amount (uint256)'), '1.5');
    await user.click(within(transfer).getByRole('button', { name: 'Send transaction' }));
    expect(
      within(transfer).getByText('to must be an address (0x and 40 hex characters)'),
    ).toBeInTheDocument();
    expect(within(transfer).getByText('amount must be a whole number')).toBeInTheDocument();
    expect(writeContract).not.toHaveBeenCalled();
  });

  it("sends a write from the visitor's wallet and follows it to confirmation", async () => {
    jest.mocked(walletOnChain).mockResolvedValue(HOLDER);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    jest.mocked(confirmTransaction).mockResolvedValue('confirmed');
    const user = userEvent.setup({ delay: null });
    renderConnected(<ContractRenderer data={SECTION} />);
    const transfer = await fillTransfer(user);
    await user.click(within(transfer).getByRole('button', { name: 'Send transaction' }));
    expect(await within(transfer).findByText('Transaction confirmed')).toBeInTheDocument();
    expect(within(transfer).getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(jest.mocked(writeContract).mock.calls[0]?.[1]).toMatchObject({
      functionName: 'transfer',
      args: [TOKEN, 5n],
      chainId: 1,
      account: HOLDER,
    });
  });

  it('keeps a sent transaction whose confirmation timed out as sent, not failed, and sends nothing twice', async () => {
    jest.mocked(walletOnChain).mockResolvedValue(HOLDER);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    let answer: (outcome: 'unconfirmed') => void = () => undefined;
    jest.mocked(confirmTransaction).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup({ delay: null });
    renderConnected(<ContractRenderer data={SECTION} />);
    const transfer = await fillTransfer(user);
    const send = within(transfer).getByRole('button', { name: 'Send transaction' });
    await user.click(send);
    expect(
      await within(transfer).findByText('Transaction sent, waiting for confirmation…'),
    ).toBeInTheDocument();
    // While the chain has not answered, Send is busy: a second tap sends nothing.
    await user.click(within(transfer).getByRole('button', { name: /Send transaction/ }));
    expect(writeContract).toHaveBeenCalledTimes(1);
    answer('unconfirmed');
    expect(
      await within(transfer).findByText(
        'Not confirmed yet: the transaction may still go through. Check it before sending it again.',
      ),
    ).toBeInTheDocument();
    expect(within(transfer).getByRole('link', { name: 'View the transaction' })).toHaveAttribute(
      'href',
      `https://etherscan.io/tx/${HASH}`,
    );
    expect(within(transfer).queryByText('The transaction failed on chain')).not.toBeInTheDocument();
  });

  it('sends big numbers of a list digit for digit, and a payable value written as a Spanish page writes it', async () => {
    jest.mocked(walletOnChain).mockResolvedValue(HOLDER);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    jest.mocked(confirmTransaction).mockResolvedValue('confirmed');
    const user = userEvent.setup({ delay: null });
    renderConnected(
      <ContentLanguage language="es">
        <ContractRenderer data={{ ...SECTION, functions: ['mint(uint256[])'] }} />
      </ContentLanguage>,
    );
    const mint = await screen.findByRole('region', { name: 'mint' });
    paste(within(mint).getByLabelText('amounts (uint256[])'), '[1500000000000000001, 12345678901234567891]');
    const value = within(mint).getByLabelText('Valor que enviar (moneda nativa)');
    // A point is a thousands separator to a Spanish reader: refused, not read as 1.5.
    paste(value, '1.5');
    await user.click(within(mint).getByRole('button', { name: 'Enviar transacción' }));
    expect(
      within(mint).getByText('Debe ser una cantidad de la moneda nativa, como 0,01'),
    ).toBeInTheDocument();
    expect(writeContract).not.toHaveBeenCalled();
    paste(value, '0,01');
    await user.click(within(mint).getByRole('button', { name: 'Enviar transacción' }));
    expect(await within(mint).findByText('Transacción confirmada')).toBeInTheDocument();
    expect(jest.mocked(writeContract).mock.calls[0]?.[1]).toMatchObject({
      functionName: 'mint',
      args: [[1500000000000000001n, 12345678901234567891n]],
      value: 10_000_000_000_000_000n,
    });
  });

  it('says so when the visitor rejects the wallet connection', async () => {
    jest
      .mocked(walletOnChain)
      .mockRejectedValue(Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const user = userEvent.setup({ delay: null });
    renderConnected(<ContractRenderer data={SECTION} />);
    const transfer = await fillTransfer(user);
    await user.click(within(transfer).getByRole('button', { name: 'Send transaction' }));
    expect(await within(transfer).findByText('You rejected the request in your wallet')).toBeInTheDocument();
    expect(writeContract).not.toHaveBeenCalled();
  });

  it('says what is missing while the section is incomplete', () => {
    renderConnected(<ContractRenderer data={{ ...SECTION, functions: [] }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    // In the editor's words: its field is "Functions to show".
    expect(screen.getByText('Functions to show: Choose at least one function')).toBeInTheDocument();
  });
});

describe('ContractRenderer without a connected wallet', () => {
  it('offers Connect wallet in place of Send transaction, and still reads', async () => {
    const uninstall = installBrowserWallet();
    try {
      renderInSite(<ContractRenderer data={SECTION} />);
      const transfer = await screen.findByRole('region', { name: 'transfer' });
      expect(within(transfer).getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
      expect(within(transfer).queryByRole('button', { name: 'Send transaction' })).not.toBeInTheDocument();
      const balance = screen.getByRole('region', { name: 'balanceOf' });
      expect(within(balance).getByRole('button', { name: 'Read' })).toBeInTheDocument();
    } finally {
      uninstall();
    }
  });

  it('says when no wallet can connect here, instead of a button that fails', async () => {
    renderInSite(<ContractRenderer data={SECTION} />);
    const transfer = await screen.findByRole('region', { name: 'transfer' });
    expect(within(transfer).queryByRole('button', { name: 'Send transaction' })).not.toBeInTheDocument();
    expect(within(transfer).getByText(/No browser wallet found/)).toBeInTheDocument();
  });
});

describe("ContractRenderer on a site's networks", () => {
  const tradeSettings = `GET /api/sites/${SITE}/public/trade-settings`;

  it("says the site does not work on the contract's chain when its Data → Networks leaves it out", async () => {
    renderInSite(<ContractRenderer data={SECTION} />, {
      [tradeSettings]: ok({ ...SETTINGS, chainIds: [10, 31337] }),
    });
    expect(await screen.findByText('This site does not work on Ethereum')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Test token' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'transfer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'balanceOf' })).not.toBeInTheDocument();
  });

  it('warns the owner in the editor that visitors will not get the contract on a chain the site leaves out', async () => {
    renderInSite(
      <ContractEditor
        data={SECTION}
        mode="edit"
        onChange={jest.fn()}
        onSave={jest.fn()}
        onCancel={jest.fn()}
      />,
      { [tradeSettings]: ok({ ...SETTINGS, chainIds: [10, 31337] }) },
    );
    expect(await screen.findByText("This site's Data → Networks leaves out Ethereum")).toBeInTheDocument();
    expect(
      screen.getByText('Visitors will read "This site does not work on Ethereum" instead of this section.'),
    ).toBeInTheDocument();
  });

  it('offers the functions on a chain the site names, or when it names none', async () => {
    for (const chainIds of [[1, 10], []]) {
      const { unmount } = renderInSite(<ContractRenderer data={SECTION} />, {
        [tradeSettings]: ok({ ...SETTINGS, chainIds }),
      });
      expect(await screen.findByRole('region', { name: 'transfer' })).toBeInTheDocument();
      expect(screen.queryByText('This site does not work on Ethereum')).not.toBeInTheDocument();
      unmount();
    }
  });
});
