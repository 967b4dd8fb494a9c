import { formatUnits, getAddress } from 'viem';
import { stablecoinsOf, type WidgetToken } from '@suite/shared';
import type { ImportedToken } from './stored-assets';

/** One line of the wallet's token list. */
export interface WalletToken {
  key: string;
  symbol: string;
  name: string;
  decimals: number;
  /** The ERC-20 contract; absent for the chain's native currency. */
  address?: `0x${string}`;
  /** One of the suite's stablecoins of the chain (USD). */
  stablecoin: boolean;
  imported: boolean;
  /** The logo the site's owner gave the token (Data → Tokens), an http(s) URL; none otherwise. */
  logo?: string;
}

export interface WalletTokenBalance extends WalletToken {
  /** Undefined while loading, or when the chain did not answer for this token. */
  balance?: bigint;
  /** The chain answered with an error for this token (no such contract on this chain…). */
  failed?: boolean;
}

export const NATIVE_TOKEN_KEY = 'native';

/**
 * The tokens the wallet lists on a chain: the native currency; then the site's tokens of that chain
 * (Data → Tokens) where it lists any, else the chain's stablecoins (shared constants); then the tokens
 * the visitor imported on that chain that are not already listed.
 */
export function walletTokens(
  chainId: number,
  native: { symbol: string; name: string; decimals: number },
  imported: readonly ImportedToken[],
  siteTokens: readonly Pick<
    WidgetToken,
    'chainId' | 'address' | 'symbol' | 'name' | 'decimals' | 'logoURI'
  >[] = [],
): WalletToken[] {
  const stablecoinKeys = new Set(stablecoinsOf(chainId).map((token) => token.address.toLowerCase()));
  const ofSite = siteTokens.filter((token) => token.chainId === chainId);
  const listed = (tokens: readonly Omit<WalletToken, 'key' | 'stablecoin' | 'imported'>[]): WalletToken[] =>
    tokens.map((token) => ({
      ...token,
      key: (token.address ?? '').toLowerCase(),
      stablecoin: stablecoinKeys.has((token.address ?? '').toLowerCase()),
      imported: false,
    }));
  const listedFirst =
    ofSite.length > 0
      ? listed(
          ofSite.map(({ symbol, name, decimals, address, logoURI }) => ({
            symbol,
            name,
            decimals,
            address: getAddress(address),
            ...(logoURI ? { logo: logoURI } : {}),
          })),
        )
      : listed(
          stablecoinsOf(chainId).map(({ symbol, name, decimals, address }) => ({
            symbol,
            name,
            decimals,
            address: getAddress(address),
          })),
        );
  const listedKeys = new Set(listedFirst.map((token) => token.key));
  const extra: WalletToken[] = imported
    .filter((token) => token.chainId === chainId && !listedKeys.has(token.address.toLowerCase()))
    .map((token) => ({
      key: token.address.toLowerCase(),
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      address: token.address,
      stablecoin: false,
      imported: true,
    }));
  return [{ key: NATIVE_TOKEN_KEY, ...native, stablecoin: false, imported: false }, ...listedFirst, ...extra];
}

/**
 * What the stablecoins hold together, US dollars with cents as a decimal ("2.75", each counted at $1),
 * once every balance is known.
 */
export function stablecoinTotalUsd(rows: readonly WalletTokenBalance[]): string | undefined {
  const stablecoins = rows.filter((row) => row.stablecoin);
  if (stablecoins.length === 0 || stablecoins.some((row) => row.balance === undefined)) return undefined;
  // Sum in 18 decimals so 6- and 18-decimal stablecoins add up exactly.
  const total = stablecoins.reduce(
    (sum, row) => sum + (row.balance ?? 0n) * 10n ** BigInt(18 - Math.min(row.decimals, 18)),
    0n,
  );
  return formatUnits(total / 10n ** 16n, 2);
}

/** Rows whose symbol or name holds the search text (case-insensitive). */
export function searchTokens<Row extends WalletToken>(rows: readonly Row[], query: string): Row[] {
  const text = query.trim().toLowerCase();
  if (!text) return [...rows];
  return rows.filter(
    (row) => row.symbol.toLowerCase().includes(text) || row.name.toLowerCase().includes(text),
  );
}
