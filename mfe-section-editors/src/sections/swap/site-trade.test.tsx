import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { encodeAbiParameters, numberToHex, type EIP1193Parameters, type PublicRpcSchema } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, custom, WagmiContext, type Config } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors/mock';
import { LOCAL_CHAIN_ID, LOCAL_TEST_TOKEN, LOCAL_WETH } from '@suite/shared';
import { defaultSwapConfig, type SwapConfig } from '@suite/shared/sections';
import { SwapEditor } from './editor';
import { SwapRenderer } from './renderer';
import { errorBody } from '@suite/shared/testing';
import { priceQueries, queriesOf, renderInPage } from '../../test/trade-support';
import { PRICE, SETTINGS, SITE, siteAnswers, TAKER, TUSDC } from '../../test/site-trade-answers';

// antd's selects, dialogs and the editor's cards are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

/** A swap section on the local chain offering its four tokens, selling tUSDC for WETH, fees hidden. */
const CONFIG: SwapConfig = {
  ...defaultSwapConfig(LOCAL_CHAIN_ID),
  defaultSellToken: TUSDC,
  defaultBuyToken: LOCAL_WETH.address,
  showFees: false,
};

/** The titles of the open select's options. */
function optionTitles(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.getAttribute('title') ?? '',
  );
}

describe('A swap section on a site', () => {
  it('asks prices for the site and shows its fee even with the fees hidden', async () => {
    const { urls, user } = renderInPage(<SwapRenderer data={CONFIG} />, siteAnswers(), { siteId: SITE });
    await user.type(await screen.findByLabelText('You pay'), '10');
    const quote = await screen.findByRole('region', { name: 'Quote' });
    expect(quote).toHaveTextContent('Site fee (1%)0.1 tUSDC');
    expect(quote).not.toHaveTextContent('Network fee');
    expect(priceQueries(urls)).toEqual([expect.objectContaining({ siteId: SITE, sellAmount: '10000000' })]);
  });

  it('says why when the site’s settings cannot be read, and Retry reads them again', async () => {
    let reads = 0;
    const answers = {
      ...siteAnswers(),
      [`GET /api/sites/${SITE}/public/trade-settings`]: () =>
        (reads += 1) === 1
          ? errorBody(500, 'INTERNAL_SERVER_ERROR', 'The server failed')
          : { status: 200, body: SETTINGS },
    };
    const { user } = renderInPage(<SwapRenderer data={CONFIG} />, answers, { siteId: SITE });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Swaps could not be loaded');
    expect(alert).toHaveTextContent('The server failed');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('You pay')).toBeVisible();
    expect(screen.queryByText('Swaps could not be loaded')).not.toBeInTheDocument();
  });

  it('estimates the fee from the site’s rate when the answer names none, and says so', async () => {
    const { user } = renderInPage(
      <SwapRenderer data={CONFIG} />,
      siteAnswers(SETTINGS, { ...PRICE, fees: {} }),
      { siteId: SITE },
    );
    await user.type(await screen.findByLabelText('You pay'), '10');
    expect(await screen.findByRole('region', { name: 'Quote' })).toHaveTextContent(
      "Site fee (1%)≈ 0.1 tUSDC (estimated from the site's rate)",
    );
  });

  it('offers only the tokens of Data → Tokens, and the chain’s currency', async () => {
    const { user } = renderInPage(<SwapRenderer data={CONFIG} />, siteAnswers(), { siteId: SITE });
    await user.click(await screen.findByLabelText('You pay: token'));
    // The options name the tokens (the selected ones too): ETH, tUSDC and WETH, never tTKN.
    await waitFor(() => expect(optionTitles()).toContain('Wrapped Ether'));
    expect(optionTitles()).toEqual(['Ether', 'Test USD Coin', 'Wrapped Ether']);
    expect(screen.queryByText('tTKN')).not.toBeInTheDocument();
  });

  it('offers every token of the section where Data → Tokens lists none on its chain', async () => {
    const { user } = renderInPage(<SwapRenderer data={CONFIG} />, siteAnswers({ ...SETTINGS, tokens: [] }), {
      siteId: SITE,
    });
    await user.click(await screen.findByLabelText('You pay: token'));
    expect(await screen.findByTitle(LOCAL_TEST_TOKEN.name)).toBeInTheDocument();
  });

  it('says plainly the site does not offer a network Data → Networks leaves out', async () => {
    const { urls } = renderInPage(
      <SwapRenderer data={CONFIG} />,
      siteAnswers({ ...SETTINGS, chainIds: [1, 8453] }),
      { siteId: SITE },
    );
    expect(await screen.findByText('This site does not offer trading on Local chain')).toBeInTheDocument();
    expect(screen.queryByLabelText('You pay')).not.toBeInTheDocument();
    expect(priceQueries(urls)).toEqual([]);
  });

  it('names the chain the server has no quotes for', async () => {
    renderInPage(<SwapRenderer data={defaultSwapConfig(8453)} />, siteAnswers(), { siteId: SITE });
    expect(
      await screen.findByText('Swaps are not available on Base: no quote service is configured for it'),
    ).toBeInTheDocument();
  });
});

describe('The swap editor on a site', () => {
  it('names the tokens visitors will not see, as Data → Tokens leaves them out', async () => {
    renderInPage(
      <SwapEditor data={CONFIG} onChange={() => {}} onSave={() => {}} onCancel={() => {}} />,
      siteAnswers(),
      { siteId: SITE },
    );
    expect(await screen.findByText("Not in this site's Data → Tokens: tTKN")).toBeInTheDocument();
  });
});

/**
 * A wallet connected to the local chain through wagmi's mock connector, holding 100 of every token;
 * records every RPC method asked.
 */
function localWallet(methods: string[]): Config {
  const answers = async ({ method }: EIP1193Parameters<PublicRpcSchema>): Promise<unknown> => {
    methods.push(method);
    switch (method) {
      case 'eth_chainId':
        return numberToHex(hardhat.id);
      case 'eth_blockNumber':
        return numberToHex(100);
      case 'eth_getBalance':
        return numberToHex(100_000_000_000_000_000_000n);
      case 'eth_call':
        return encodeAbiParameters([{ type: 'uint256' }], [100_000_000n]);
      default:
        throw new Error(`Unexpected RPC call ${method}`);
    }
  };
  return createConfig({
    chains: [hardhat],
    connectors: [mock({ accounts: [TAKER] })],
    transports: { [hardhat.id]: custom({ request: answers }) },
  });
}

describe('A trade on a site, with a wallet connected', () => {
  let config: Config;
  const methods: string[] = [];

  beforeEach(async () => {
    methods.length = 0;
    config = localWallet(methods);
    const [connector] = config.connectors;
    if (!connector) throw new Error('no mock connector');
    await connect(config, { connector });
  });
  afterEach(async () => {
    await disconnect(config);
  });

  const connected = (node: ReactNode) => <WagmiContext.Provider value={config}>{node}</WagmiContext.Provider>;

  it('shows the firm quote with the site’s fee before anything is signed, and sends nothing on Cancel', async () => {
    const { urls, user } = renderInPage(<SwapRenderer data={CONFIG} />, siteAnswers(), {
      siteId: SITE,
      wrap: connected,
    });
    await user.type(await screen.findByLabelText('You pay'), '10');
    await screen.findByRole('region', { name: 'Quote' });
    await user.click(screen.getByRole('button', { name: 'Swap' }));
    const review = await screen.findByRole('region', { name: 'Confirm the trade' });
    expect(review).toHaveTextContent('You pay10 tUSDC');
    expect(review).toHaveTextContent('You receive0.00495 WETH');
    expect(review).toHaveTextContent('Minimum received0.0049005 WETH');
    expect(review).toHaveTextContent('Site fee (1%)0.1 tUSDC');
    expect(queriesOf(urls, '/api/swap/quote')).toEqual([
      expect.objectContaining({ siteId: SITE, taker: TAKER, sellAmount: '10000000' }),
    ]);

    await user.click(within(review).getByRole('button', { name: 'Cancel' }));
    // Declined: the button is back, with nothing signed and nothing to report.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Swap' })).toBeEnabled());
    expect(screen.queryByRole('region', { name: 'Confirm the trade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(methods).not.toContain('eth_sendTransaction');
  });
});
