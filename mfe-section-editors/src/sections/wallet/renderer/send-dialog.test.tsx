import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { encodeAbiParameters, numberToHex, padHex } from 'viem';
import { hardhat } from 'viem/chains';
import { WagmiContext, type Config } from 'wagmi';
import { disconnect, writeContract } from 'wagmi/actions';
import { LOCAL_TEST_STABLECOIN_ADDRESS, shortenAddress } from '@suite/shared';
import { ContentLanguage, SuiteProviders } from '@suite/shared/react';
import type { Language } from '@suite/shared';
import type { WalletTokenBalance } from '../chain/token-list';
import { walletLook } from '../theme/wallet-look';
import { ME, mockWallet, type NodeAnswers } from '../../../test/wallet-on-node';
import { onWallet, renderWallet } from '../../../test/wallet-section';
import { useSendTransfer } from '../chain/use-send-transfer';
import { SendDialog } from './send-dialog';

// The wallet's prompt is stood in for: it signs and hands back the transaction's hash.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  writeContract: jest.fn(),
}));

// antd's dialogs are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const FRIEND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = padHex('0xfeed', { size: 32 });

const ROWS: WalletTokenBalance[] = [
  {
    key: 'native',
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
    stablecoin: false,
    imported: false,
    balance: 10n ** 18n,
  },
  {
    key: LOCAL_TEST_STABLECOIN_ADDRESS.toLowerCase(),
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    symbol: 'tUSDC',
    name: 'Test USD Coin',
    decimals: 6,
    stablecoin: true,
    imported: false,
    balance: 5_000_000n,
  },
];

/** The node's answer about the sent transaction: none (a failure, as a node that hiccups), or its receipt. */
type ReceiptAnswer = 'nodeFails' | 'success' | 'reverted';

/**
 * The visitor's wallet on the local chain, whose node answers the receipt of HASH as `receipt()` says,
 * and the wallet's balances: 1 ETH, and `tusdc()` tUSDC in base units.
 */
async function walletWithNode(receipt: () => ReceiptAnswer, tusdc = () => 5_000_000n): Promise<Config> {
  const answers: NodeAnswers = async ({ method }) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(hardhat.id);
      case 'eth_blockNumber':
        return numberToHex(100);
      case 'eth_getBalance':
        return numberToHex(10n ** 18n);
      case 'eth_call':
        return encodeAbiParameters([{ type: 'uint256' }], [tusdc()]);
      case 'eth_getLogs':
        return [];
      case 'eth_getTransactionByHash':
        return {
          hash: HASH,
          from: ME,
          to: LOCAL_TEST_STABLECOIN_ADDRESS,
          nonce: '0x1',
          value: '0x0',
          gas: '0x5208',
          input: '0x',
          blockHash: null,
          blockNumber: null,
          transactionIndex: null,
          type: '0x2',
          maxFeePerGas: '0x1',
          maxPriorityFeePerGas: '0x1',
          chainId: numberToHex(hardhat.id),
        };
      case 'eth_getTransactionReceipt': {
        const answer = receipt();
        if (answer === 'nodeFails') throw new Error('The node is down');
        return {
          transactionHash: HASH,
          blockHash: padHex('0xcd', { size: 32 }),
          blockNumber: numberToHex(100),
          status: answer === 'success' ? '0x1' : '0x0',
          from: ME,
          to: LOCAL_TEST_STABLECOIN_ADDRESS,
          gasUsed: '0x5208',
          cumulativeGasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          logs: [],
          logsBloom: padHex('0x0', { size: 256 }),
          transactionIndex: '0x0',
          type: '0x2',
          contractAddress: null,
        };
      }
      default:
        throw new Error(`Unexpected RPC call ${method}`);
    }
  };
  // Polled often, so a test sees the node's next answer soon; a failing node fails at once.
  return mockWallet(answers, { pollingInterval: 50, retryCount: 0 });
}

/** Send, open on tUSDC, with the transfer followed as the wallet follows it (`onSent` once settled). */
function OpenSendDialog({ onSent }: { onSent: () => void }) {
  const transfer = useSendTransfer(onSent);
  return (
    <SendDialog
      look={walletLook({})}
      open
      onClose={jest.fn()}
      chainId={hardhat.id}
      rows={ROWS}
      sender={ME}
      initialTokenKey={LOCAL_TEST_STABLECOIN_ADDRESS.toLowerCase()}
      transfer={transfer}
    />
  );
}

function renderSendDialog(config: Config, onSent = jest.fn(), language?: Language) {
  render(
    <SuiteProviders>
      <ContentLanguage language={language}>
        <QueryClientProvider client={new QueryClient()}>
          <WagmiContext.Provider value={config}>
            <OpenSendDialog onSent={onSent} />
          </WagmiContext.Provider>
        </QueryClientProvider>
      </ContentLanguage>
    </SuiteProviders>,
  );
  return userEvent.setup({ delay: null });
}

/** Fills the send form with 1 tUSDC to a friend and confirms it. */
async function sendOneTusdc(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Send' });
  await user.click(within(dialog).getByLabelText('Recipient address'));
  await user.paste(FRIEND);
  await user.click(within(dialog).getByLabelText('Amount (tUSDC)'));
  await user.paste('1');
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Review' })).toBeEnabled());
  await user.click(within(dialog).getByRole('button', { name: 'Review' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Confirm send' }));
  return dialog;
}

describe('SendDialog, once the transfer is sent', () => {
  let config: Config | undefined;
  beforeEach(() => {
    jest.mocked(writeContract).mockReset().mockResolvedValue(HASH);
  });
  afterEach(async () => {
    if (config) await disconnect(config);
  });

  it('says a transfer whose receipt cannot be read yet was sent, offers no second send, and shows it mined once known', async () => {
    let receipt: ReceiptAnswer = 'nodeFails';
    config = await walletWithNode(() => receipt);
    const onSent = jest.fn();
    const user = renderSendDialog(config, onSent);
    const dialog = await sendOneTusdc(user);

    expect(await within(dialog).findByText('Sent, not confirmed yet')).toBeInTheDocument();
    expect(within(dialog).getByText(shortenAddress(HASH, 8))).toBeInTheDocument();
    expect(within(dialog).queryByText('The transfer did not go through')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm send' })).not.toBeInTheDocument();
    expect(writeContract).toHaveBeenCalledTimes(1);

    // The node answers again: the receipt is still watched for.
    receipt = 'success';
    expect(await within(dialog).findByText('Sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).queryByText('Sent, not confirmed yet')).not.toBeInTheDocument(),
    );
    expect(onSent).toHaveBeenCalled();
  });

  it('says a mined transfer that reverted sent nothing', async () => {
    config = await walletWithNode(() => 'reverted');
    const user = renderSendDialog(config);
    const dialog = await sendOneTusdc(user);
    expect(
      await within(dialog).findByText('The transaction was reverted: nothing was sent.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('The transfer did not go through')).toBeInTheDocument();
  });

  it('keeps following a transfer not confirmed yet once Send is closed, beside the wallet, until it is mined', async () => {
    let receipt: ReceiptAnswer = 'nodeFails';
    let tusdc = 5_000_000n;
    config = await walletWithNode(
      () => receipt,
      () => tusdc,
    );
    const user = renderWallet({ variant: 'default' }, onWallet(config));
    const tokens = screen.getByRole('region', { name: 'Tokens' });
    await within(tokens).findByText('5');
    await user.click(within(tokens).getByRole('button', { name: 'Send tUSDC' }));
    const dialog = await sendOneTusdc(user);
    expect(await within(dialog).findByText('Sent, not confirmed yet')).toBeInTheDocument();
    // The result's own Close (the dialog's corner has one too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) ?? dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send' })).not.toBeInTheDocument());

    // Told beside the wallet, with its transaction, and still watched.
    const notice = await screen.findByRole('status', { name: 'Transaction' });
    expect(within(notice).getByText('Sent, not confirmed yet')).toBeInTheDocument();
    expect(within(notice).getByText(shortenAddress(HASH, 8))).toBeInTheDocument();
    tusdc = 4_000_000n;
    receipt = 'success';
    expect(await within(notice).findByText('Sent')).toBeInTheDocument();
    // Mined: the balances are read again.
    expect(await within(tokens).findByText('4')).toBeInTheDocument();

    // Show opens its result again; closing it there is done with it.
    await user.click(within(notice).getByRole('button', { name: 'Show the transfer' }));
    const shown = await screen.findByRole('dialog', { name: 'Send' });
    expect(within(shown).getByText('Sent')).toBeInTheDocument();
    await user.click(within(shown).getAllByRole('button', { name: 'Close' }).at(-1) ?? shown);
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Transaction' })).not.toBeInTheDocument(),
    );
    expect(writeContract).toHaveBeenCalledTimes(1);
  });
});

/** Puts text in a field the way a paste does: one change, not one per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('SendDialog, the amount as the page writes numbers', () => {
  let config: Config | undefined;
  afterEach(async () => {
    if (config) await disconnect(config);
  });

  it('refuses "1,000" in English beside the field, rather than reading it as 1', async () => {
    config = await walletWithNode(() => 'success');
    const user = renderSendDialog(config);
    const dialog = await screen.findByRole('dialog', { name: 'Send' });
    await fill(user, within(dialog).getByLabelText('Recipient address'), FRIEND);
    await fill(user, within(dialog).getByLabelText('Amount (tUSDC)'), '1,000');
    expect(
      await within(dialog).findByText(
        'Write the amount without thousands separators, with “.” for decimals, such as 1234.5',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeDisabled();
  });

  it('reads "1,5" in Spanish as one and a half, and refuses "1.000"', async () => {
    config = await walletWithNode(() => 'success');
    const user = renderSendDialog(config, jest.fn(), 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Enviar' });
    await fill(user, within(dialog).getByLabelText('Dirección del destinatario'), FRIEND);
    await fill(user, within(dialog).getByLabelText('Cantidad (tUSDC)'), '1.000');
    expect(
      await within(dialog).findByText(
        'Escribe la cantidad sin separador de miles, con «,» para los decimales, como 1234,5',
      ),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Cantidad (tUSDC)'), '1,5');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Revisar' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(await within(dialog).findByText('1,5 tUSDC')).toBeInTheDocument();
  });
});

describe('SendDialog, the recipient', () => {
  let config: Config | undefined;
  afterEach(async () => {
    if (config) await disconnect(config);
  });

  it("refuses the token's own contract and the zero address, and warns of the sender's own address", async () => {
    config = await walletWithNode(() => 'success');
    const user = renderSendDialog(config);
    const dialog = await screen.findByRole('dialog', { name: 'Send' });
    const recipient = within(dialog).getByLabelText('Recipient address');
    await fill(user, within(dialog).getByLabelText('Amount (tUSDC)'), '1');

    await fill(user, recipient, LOCAL_TEST_STABLECOIN_ADDRESS);
    expect(
      await within(dialog).findByText(
        'This is the tUSDC contract itself: tokens sent to it are lost for good',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeDisabled();

    await fill(user, recipient, '0x0000000000000000000000000000000000000000');
    expect(
      await within(dialog).findByText('This is the zero address: anything sent to it is lost for good'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeDisabled();

    await fill(user, recipient, ME.toLowerCase());
    expect(
      await within(dialog).findByText(
        'This is your own address: the transfer would only send it back to you, and still cost the network fee',
      ),
    ).toBeInTheDocument();
    // A warning, not a refusal.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Review' })).toBeEnabled());
  });
});
