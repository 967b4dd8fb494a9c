// The currencies a site prices in, and where the suite reads their rate to the US dollar: a price feed
// per currency (Chainlink's AggregatorV3Interface), as on a public network; the local chain's are
// Chainlink's own MockV3Aggregator, deployed on start (`deployFxFeeds` in @suite/chain). ADR 0026.

/** A widget's Default currency (General, seed 001 §3). Prices are kept and paid in US dollars. */
export const WIDGET_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'BRL',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'INR',
  'MXN',
] as const;
export type WidgetCurrency = (typeof WIDGET_CURRENCIES)[number];

/** The dollar stablecoins the suite is paid in: a site may price in them, one for one with the US dollar. */
const DOLLAR_STABLECOIN_CURRENCIES = ['USDC', 'USDT', 'DAI'] as const;

/** Every Currency a site shows its prices in: the General panel's, and the dollar stablecoins. */
export const SITE_CURRENCIES: readonly string[] = [...WIDGET_CURRENCIES, ...DOLLAR_STABLECOIN_CURRENCIES];

/** Whether a Currency is worth one US dollar: the dollar, or a dollar stablecoin (its rate is known). */
export function isDollarCurrency(code: string): boolean {
  return code === 'USD' || DOLLAR_STABLECOIN_CURRENCIES.some((coin) => coin === code);
}

/** The currencies shown by converting the US dollar price: each needs a feed of its USD rate. */
export const FX_CURRENCIES = [
  'EUR',
  'GBP',
  'BRL',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'INR',
  'MXN',
] as const satisfies readonly Exclude<WidgetCurrency, 'USD'>[];
export type FxCurrency = (typeof FX_CURRENCIES)[number];

export function isFxCurrency(code: string): code is FxCurrency {
  return FX_CURRENCIES.some((currency) => currency === code);
}

/**
 * The local chain's feeds (31337). Hardhat's account #18 deploys them in `FX_CURRENCIES` order and
 * deploys nothing else, so each lands at the address its nonce (its index) gives.
 */
export const LOCAL_FX_FEEDS: Readonly<Record<FxCurrency, `0x${string}`>> = {
  EUR: '0x850EC3780CeDfdb116E38B009d0bf7a1ef1b8b38',
  GBP: '0x1ACcBD355245AbA93CE46D33ab1D0152CE33Fd00',
  BRL: '0xC5888275e0a1ca13a26463318105957aa4d1feD7',
  JPY: '0x87B6a0ab90d826189cC004Dc2ff16E2b472309db',
  CAD: '0x7138c235AFd7F38cE7224CEd2C2D80e2ea5ea490',
  AUD: '0x2d1309Fde5D8c1ab2c8036c26FadfE9d933Ce9E4',
  CHF: '0x8e4763E76c106C699903796818AA786d687f9fA3',
  INR: '0xae3F29b8782DB1132aD8D4505075830f96E584b2',
  MXN: '0x601d086ee8F66192523F6D47dA9E453daA75Bb9e',
};
