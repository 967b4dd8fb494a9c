import {
  LOCAL_CHAIN_ID,
  LOCAL_TEST_STABLECOIN_ADDRESS,
  LOCAL_WETH,
  type SiteTradeSettings,
} from '@suite/shared';

/**
 * A site's trade settings as the API gives them, for the trading sections' tests on a site: the
 * site, its settings (a 1 % swap fee, tUSDC and WETH listed on the local chain) and what the server
 * answers its visitors' trades with.
 */
export const SITE = '7';
export const TAKER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const FEE_RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const ROUTER = '0x7016805f0f1aB369A1e308038Db22EEfe3d4b49f';
export const TUSDC = LOCAL_TEST_STABLECOIN_ADDRESS;

/** The local server quotes the local chain (its built-in Uniswap V2 provider) only. */
const LOCAL_QUOTES = { status: 200, body: { configured: true, chainIds: [LOCAL_CHAIN_ID] } };

/** A site taking 1 % on swaps, whose Data → Tokens lists tUSDC and WETH on the local chain. */
export const SETTINGS: SiteTradeSettings = {
  swapFee: { recipient: FEE_RECIPIENT, amountPercentage: 1 },
  tokens: [
    { chainId: LOCAL_CHAIN_ID, address: TUSDC, name: 'Test USD Coin', symbol: 'tUSDC', decimals: 6 },
    { chainId: LOCAL_CHAIN_ID, ...LOCAL_WETH },
  ],
  chainIds: [],
};

/** 10 tUSDC → WETH, the server having taken the site's 1 % (0.1 tUSDC) from the sell amount. */
export const PRICE = {
  liquidityAvailable: true,
  sellToken: TUSDC.toLowerCase(),
  buyToken: LOCAL_WETH.address.toLowerCase(),
  sellAmount: '10000000',
  buyAmount: '4950000000000000',
  minBuyAmount: '4900500000000000',
  fees: { integratorFee: { amount: '100000', token: TUSDC.toLowerCase(), type: 'volume' } },
  issues: { allowance: null, balance: null, simulationIncomplete: false },
};

export function siteAnswers(settings: SiteTradeSettings = SETTINGS, price: Record<string, unknown> = PRICE) {
  return {
    'GET /api/swap/status': LOCAL_QUOTES,
    [`GET /api/sites/${SITE}/public/trade-settings`]: { status: 200, body: settings },
    'GET /api/swap/price': { status: 200, body: price },
    'GET /api/swap/quote': {
      status: 200,
      body: { ...price, transaction: { to: ROUTER, data: '0xabcdef', value: '0', gas: '200000' } },
    },
  };
}
