import { checksumAddress, isAddressFormat } from './address';
import stablecoinList from './stablecoins.json' with { type: 'json' };
import { PUBLISHED_PAYMENT_PROXY_ADDRESSES } from './payment-proxy';

/** A chain the suite knows: where payments may happen and where its explorer lives. */
export interface ChainInfo {
  id: number;
  name: string;
  testnet: boolean;
  explorerUrl: string | null;
}

export interface StablecoinToken {
  chainId: number;
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
  logoURI: string | null;
}

/** The local development chain (`hardhat node`), chain id 31337. */
export const LOCAL_CHAIN_ID = 31337;

/**
 * The test stablecoin the local chain gets on start: the first contract deployed by Hardhat's
 * account #0 (nonce 0) always lands at this address, so it is a constant rather than configuration.
 */
export const LOCAL_TEST_STABLECOIN_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/**
 * Request Network's ERC20FeeProxy on the local chain: deployed from its published bytecode by Hardhat's
 * account #19 with its first transaction (chain's `deployPaymentProxy`), so it always lands here.
 */
export const LOCAL_PAYMENT_PROXY_ADDRESS = '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f';

/**
 * Hardhat's account #18: on the local chain, where credits top-ups are paid when the API's
 * CREDITS_RECEIVER is unset. Its key is public knowledge, so it is never used on another chain.
 */
export const LOCAL_CREDITS_RECEIVER = '0xdD2FD4581271e230360230F9337D5c0430Bf44C0';

/**
 * The ERC20FeeProxy payments go through on a chain (the reference it logs binds a transfer to one
 * order or credits top-up), or undefined where Request Network has not deployed it.
 */
export function paymentProxyAddress(chainId: number): `0x${string}` | undefined {
  return chainId === LOCAL_CHAIN_ID
    ? LOCAL_PAYMENT_PROXY_ADDRESS
    : PUBLISHED_PAYMENT_PROXY_ADDRESSES[chainId];
}

export const CHAINS: readonly ChainInfo[] = [
  { id: 1, name: 'Ethereum', testnet: false, explorerUrl: 'https://etherscan.io' },
  { id: 10, name: 'Optimism', testnet: false, explorerUrl: 'https://optimistic.etherscan.io' },
  { id: 56, name: 'BNB Smart Chain', testnet: false, explorerUrl: 'https://bscscan.com' },
  { id: 137, name: 'Polygon', testnet: false, explorerUrl: 'https://polygonscan.com' },
  { id: 8453, name: 'Base', testnet: false, explorerUrl: 'https://basescan.org' },
  { id: 42161, name: 'Arbitrum One', testnet: false, explorerUrl: 'https://arbiscan.io' },
  { id: 43114, name: 'Avalanche C-Chain', testnet: false, explorerUrl: 'https://snowtrace.io' },
  { id: 81457, name: 'Blast', testnet: false, explorerUrl: 'https://blastscan.io' },
  { id: LOCAL_CHAIN_ID, name: 'Local chain', testnet: true, explorerUrl: null },
];

/** A chain's name in URLs (the collection page's `/collection/{network}/…`): `BNB Smart Chain` → `bnb-smart-chain`. */
export function chainSlug(chainId: number): string {
  const name = CHAINS.find((chain) => chain.id === chainId)?.name ?? String(chainId);
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The chain a URL's network names (its slug, or its id as digits); undefined for an unknown one. */
export function chainIdFromSlug(slug: string): number | undefined {
  const wanted = slug.trim().toLowerCase();
  const named = CHAINS.find((chain) => chainSlug(chain.id) === wanted);
  if (named) return named.id;
  return /^\d{1,12}$/.test(wanted) ? Number(wanted) : undefined;
}

/** Chains with stablecoins to pay in, per the seed (§9), in display order. */
export const STABLECOIN_CHAIN_IDS: readonly number[] = [1, 10, 56, 137, 8453, 42161, 43114, 81457];

/** Chains that are never offered as payment networks (seed 001 §9): Goerli and Mumbai. */
export const EXCLUDED_CHAIN_IDS: readonly number[] = [5, 80001];

function isHexAddress(value: string): value is `0x${string}` {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** Where the API serves the stablecoins' logos (`api/src/http/token-logos.ts`), `{path}/{name}.svg`. */
export const STABLECOIN_LOGOS_PATH = '/api/stablecoins/logos';

/**
 * The logos there, by the symbol of the coins that wear them (the `cryptocurrency-icons` package's,
 * CC0): Circle's for USDC, its bridged USDC.e and the local test coin; Tether's for USDT. USDS and
 * USDB have no logo in that set, so theirs is null.
 */
const LOGO_OF_SYMBOL: Readonly<Record<string, StablecoinLogo>> = {
  USDC: 'usdc',
  'USDC.e': 'usdc',
  tUSDC: 'usdc',
  USDT: 'usdt',
};
export const STABLECOIN_LOGOS = ['usdc', 'usdt'] as const;
export type StablecoinLogo = (typeof STABLECOIN_LOGOS)[number];

function logoURI(symbol: string): string | null {
  const logo = LOGO_OF_SYMBOL[symbol];
  return logo ? `${STABLECOIN_LOGOS_PATH}/${logo}.svg` : null;
}

function tokensFromReference(): StablecoinToken[] {
  const tokens: StablecoinToken[] = [];
  for (const [chainId, chain] of Object.entries(stablecoinList.chains)) {
    for (const token of chain.tokens) {
      if (!isHexAddress(token.address)) throw new Error(`Bad stablecoin address ${token.address}`);
      tokens.push({
        ...token,
        address: token.address,
        chainId: Number(chainId),
        logoURI: logoURI(token.symbol),
      });
    }
  }
  return tokens;
}

export const STABLECOINS: readonly StablecoinToken[] = [
  ...tokensFromReference(),
  {
    chainId: LOCAL_CHAIN_ID,
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    symbol: 'tUSDC',
    name: 'Test USD Coin',
    decimals: 6,
    logoURI: logoURI('tUSDC'),
  },
];

export function chainById(chainId: number): ChainInfo | undefined {
  return CHAINS.find((chain) => chain.id === chainId);
}

/** Where a visitor can see the collection (or one token of it) on the chain's explorer; null without one. */
export function nftExplorerUrl(chainId: number, contractAddress: string, tokenId?: string): string | null {
  const explorer = chainById(chainId)?.explorerUrl;
  if (!explorer) return null;
  const token = `${explorer}/token/${contractAddress}`;
  return tokenId === undefined ? token : `${token}?a=${encodeURIComponent(tokenId)}`;
}

export function stablecoinsOf(chainId: number): StablecoinToken[] {
  return STABLECOINS.filter((token) => token.chainId === chainId);
}

/**
 * `0x1234…abCD`: how an address is shown in the header and in tables — in its checksummed form, so
 * an address stored in lower case reads the same as the wallet shows it.
 */
export function shortenAddress(address: string, chars = 4): string {
  const shown = isAddressFormat(address) ? checksumAddress(address) : address;
  if (shown.length <= 2 + chars * 2) return shown;
  return `${shown.slice(0, 2 + chars)}…${shown.slice(-chars)}`;
}
