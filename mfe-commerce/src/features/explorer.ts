import { chainById, stablecoinsOf, type StablecoinToken } from '@suite/shared';

function explorerOf(chainId: number): string | null {
  return chainById(chainId)?.explorerUrl ?? null;
}

/** The transaction on its chain's explorer; null without a hash or an explorer (the local chain). */
export function transactionUrl(chainId: number, hash: string | null | undefined): string | null {
  const explorer = explorerOf(chainId);
  return explorer && hash ? `${explorer}/tx/${hash}` : null;
}

export function addressUrl(chainId: number, address: string): string | null {
  const explorer = explorerOf(chainId);
  return explorer && address ? `${explorer}/address/${address}` : null;
}

export function tokenUrl(chainId: number, address: string): string | null {
  const explorer = explorerOf(chainId);
  return explorer && address ? `${explorer}/token/${address}` : null;
}

export function tokenOf(chainId: number, address: string): StablecoinToken | undefined {
  return stablecoinsOf(chainId).find((token) => token.address.toLowerCase() === address.toLowerCase());
}
