import { CHAINS } from '@suite/shared';

/** The networks a contract or DEX section may be on: every chain the page's wallet config knows. */
export const CHAIN_OPTIONS = CHAINS.map((chain) => ({
  value: chain.id,
  label: chain.testnet ? `${chain.name} (test network)` : chain.name,
}));
