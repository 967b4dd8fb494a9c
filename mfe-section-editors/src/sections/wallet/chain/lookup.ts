import type { SectionEditorsTranslate } from '../../../i18n';

export type ReadResult<Value> = { status: 'success'; result: Value } | { status: 'failure'; error: Error };

export interface TokenFound {
  symbol: string;
  name: string;
  decimals: number;
  balance?: bigint;
}

/**
 * What the chain said of a contract read as an ERC-20 (symbol, name, decimals, balanceOf): a token
 * needs a symbol and decimals; the name falls back to the symbol.
 */
export function tokenFromReads([symbol, name, decimals, balance]: readonly [
  ReadResult<string>,
  ReadResult<string>,
  ReadResult<number>,
  ReadResult<bigint>,
]): TokenFound | null {
  if (symbol.status !== 'success' || decimals.status !== 'success') return null;
  const cleanSymbol = symbol.result.trim().slice(0, 64);
  if (!cleanSymbol) return null;
  return {
    symbol: cleanSymbol,
    name: name.status === 'success' && name.result.trim() ? name.result.trim().slice(0, 200) : cleanSymbol,
    decimals: decimals.result,
    balance: balance.status === 'success' ? balance.result : undefined,
  };
}

/** Whether an ERC-721 read as (ownerOf, name) can be imported by `owner`: null when it can, else why not. */
export function nftImportProblem(
  ownerOf: ReadResult<string>,
  owner: string,
  tokenId: string,
  chainName: string,
  t: SectionEditorsTranslate,
): string | null {
  if (ownerOf.status !== 'success') return t('wallet.import.noNft', { tokenId, chain: chainName });
  return ownerOf.result.toLowerCase() === owner.toLowerCase() ? null : t('wallet.import.notOwned');
}
