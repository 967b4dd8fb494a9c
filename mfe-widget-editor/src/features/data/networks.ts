import { CHAINS, chainById } from '@suite/shared';

/** A network's name in URLs: `BNB Smart Chain` → `bnb-smart-chain`. */
export function networkSlug(chainId: number): string {
  const name = chainById(chainId)?.name ?? String(chainId);
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function networkName(chainId: number): string {
  return chainById(chainId)?.name ?? `Chain ${chainId}`;
}

export const NETWORK_OPTIONS = CHAINS.map((chain) => ({
  value: chain.id,
  label: chain.testnet ? `${chain.name} (testnet)` : chain.name,
}));
