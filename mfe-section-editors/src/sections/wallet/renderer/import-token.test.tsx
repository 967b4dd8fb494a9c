import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { decodeFunctionData, encodeFunctionResult, erc20Abi, erc721Abi, numberToHex } from 'viem';
import { hardhat } from 'viem/chains';
import type { Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { fakeApi, installBrowserWallet } from '@suite/shared/testing';
import { ME, mockWallet, type NodeAnswers } from '../../../test/wallet-on-node';
import { onWallet, renderWallet } from '../../../test/wallet-section';

// antd's tables and dialogs are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

const GOLD = '0x000000000000000000000000000000000000beef';
const NFT = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';

/** What the node is asked: an ERC-20's reads, and an NFT's owner. */
const TOKEN_ABI = [
  ...erc20Abi,
  ...erc721Abi.filter((item) => item.type === 'function' && item.name === 'ownerOf'),
];

/** The local chain's node: 1 ETH, and every ERC-20 it is asked about is "GOLD" (18 decimals, 7 held). */
const node: NodeAnswers = async ({ method, params }) => {
  switch (method) {
    case 'eth_chainId':
      return numberToHex(hardhat.id);
    case 'eth_blockNumber':
      return numberToHex(100);
    case 'eth_getBalance':
      return numberToHex(10n ** 18n);
    case 'eth_call': {
      const [call] = params;
      const { functionName } = decodeFunctionData({ abi: TOKEN_ABI, data: call.data ?? '0x' });
      if (functionName === 'symbol')
        return encodeFunctionResult({ abi: erc20Abi, functionName, result: 'GOLD' });
      if (functionName === 'name')
        return encodeFunctionResult({ abi: erc20Abi, functionName, result: 'Gold' });
      if (functionName === 'decimals')
        return encodeFunctionResult({ abi: erc20Abi, functionName, result: 18 });
      if (functionName === 'balanceOf')
        return encodeFunctionResult({ abi: erc20Abi, functionName, result: 7n * 10n ** 18n });
      // The site's NFT contract: every token of it is the visitor's.
      if (functionName === 'ownerOf')
        return encodeFunctionResult({ abi: erc721Abi, functionName, result: ME });
      throw new Error(`Unexpected call of ${functionName}`);
    }
    default:
      throw new Error(`Unexpected RPC call ${method}`);
  }
};

/**
 * The wallet's signature, held until the test gives it: the mock connector asks the chain's node
 * (`eth_sign`) over HTTP, past the API the test stands in for.
 */
function holdSignatures() {
  const api = globalThis.fetch;
  const held: (() => void)[] = [];
  globalThis.fetch = async (input, init) => {
    // Read without a Request of its own, which would use up the body the API's answer reads.
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(hardhat.rpcUrls.default.http[0])) return api(input, init);
    await new Promise<void>((resolve) => held.push(resolve));
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 0, result: `0x${'ab'.repeat(65)}` }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    held: () => held.length,
    sign: () => held.splice(0).forEach((resolve) => resolve()),
  };
}

function siteApi() {
  return fakeApi({
    'GET /api/sites/7/public/trade-settings': {
      status: 200,
      body: { swapFee: null, tokens: [], chainIds: [hardhat.id] },
    },
    [`GET /api/sites/7/public/wallets/${ME}/assets`]: {
      status: 200,
      body: { tokens: [], nfts: [], updatedAt: null },
    },
    [`GET /api/sites/7/public/wallets/${ME}/nfts`]: {
      status: 200,
      body: {
        items: [
          {
            chainId: hardhat.id,
            contractAddress: NFT,
            tokenId: '3',
            standard: 'erc721',
            balance: '1',
            collectionName: 'Site apes',
          },
        ],
        unreadable: [],
      },
    },
    [`PUT /api/sites/7/public/wallets/${ME}/assets`]: { status: 200, body: { ok: true } },
  });
}

let config: Config;
let uninstallBrowserWallet: () => void = () => undefined;

async function connectWith(options: { refuseSignature?: boolean } = {}) {
  config = await mockWallet(node, { features: { signMessageError: options.refuseSignature } });
}

beforeEach(() => {
  localStorage.clear();
  uninstallBrowserWallet = installBrowserWallet();
});
afterEach(async () => {
  await disconnect(config);
  uninstallBrowserWallet();
});

function renderOnSite() {
  return renderWallet({ variant: 'default' }, onWallet(config, '7'));
}

/** Opens Import token, looks GOLD up and asks to import it; gives the dialog. */
async function importGold(user: ReturnType<typeof userEvent.setup>) {
  const actions = screen.getByRole('group', { name: 'Wallet actions' });
  await waitFor(() => expect(within(actions).getByRole('button', { name: 'Import token' })).toBeEnabled());
  await user.click(within(actions).getByRole('button', { name: 'Import token' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import token' });
  await user.click(within(dialog).getByLabelText('Token contract address'));
  await user.paste(GOLD);
  await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Import GOLD' }));
  return dialog;
}

describe('Import token on a site', () => {
  it('waits while another save is being signed, rather than losing the token', async () => {
    siteApi();
    const signatures = holdSignatures();
    await connectWith();
    const user = renderOnSite();
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const collected = await screen.findByRole('list', { name: 'Collected NFTs' });
    await user.click(await within(collected).findByRole('button', { name: /to favorites$/ }));
    await waitFor(() => expect(signatures.held()).toBe(1));

    const importToken = screen.getByRole('button', { name: 'Import token' });
    await waitFor(() => expect(importToken).toBeDisabled());
    signatures.sign();
    await waitFor(() => expect(importToken).toBeEnabled());
  });

  it('stays open with the reason when the signature is refused, and nothing is listed', async () => {
    siteApi();
    await connectWith({ refuseSignature: true });
    const user = renderOnSite();
    const dialog = await importGold(user);
    expect(
      await within(dialog).findByText('You refused the signature in your wallet: nothing was saved.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import GOLD' })).toBeEnabled();
    expect(
      within(screen.getByRole('region', { name: 'Tokens' })).queryByText('GOLD'),
    ).not.toBeInTheDocument();
  });

  it('closes once the token is saved, and lists it', async () => {
    const api = siteApi();
    const signatures = holdSignatures();
    await connectWith();
    const user = renderOnSite();
    const dialog = await importGold(user);
    // Still open while the wallet is asked to sign.
    await waitFor(() => expect(signatures.held()).toBe(1));
    expect(dialog).toBeInTheDocument();
    signatures.sign();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Import token' })).not.toBeInTheDocument(),
    );
    expect(
      await within(screen.getByRole('region', { name: 'Tokens' })).findByText('GOLD'),
    ).toBeInTheDocument();
    expect(api.calls).toContain(`PUT /api/sites/7/public/wallets/${ME}/assets`);
  });
});

describe('Import NFT on a site', () => {
  it('stays open with the reason when the signature is refused', async () => {
    siteApi();
    await connectWith({ refuseSignature: true });
    const user = renderOnSite();
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const importNft = await screen.findByRole('button', { name: 'Import NFT' });
    await waitFor(() => expect(importNft).toBeEnabled());
    await user.click(importNft);
    const dialog = await screen.findByRole('dialog', { name: 'Import NFT' });
    await user.click(within(dialog).getByLabelText('Contract address'));
    await user.paste(NFT);
    await user.type(within(dialog).getByLabelText('Token id'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Import NFT' }));
    expect(
      await within(dialog).findByText('You refused the signature in your wallet: nothing was saved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Import NFT' })).toBeInTheDocument();
  });
});
