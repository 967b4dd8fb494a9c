import { CHAINS, chainById, chainSlug } from '@suite/shared';

/** A network's name in URLs: `BNB Smart Chain` → `bnb-smart-chain` (the collection page reads it back). */
export const networkSlug = chainSlug;

export function networkName(chainId: number): string {
  return chainById(chainId)?.name ?? `Chain ${chainId}`;
}

export const NETWORK_OPTIONS = CHAINS.map((chain) => ({
  value: chain.id,
  label: chain.testnet ? `${chain.name} (testnet)` : chain.name,
}));
