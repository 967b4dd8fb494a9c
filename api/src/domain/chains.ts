// The chains as the API speaks of them: their names in messages, their stablecoins, and whether
// this server can take payments on them.
import { chainById, paymentProxyAddress, stablecoinsOf, type StablecoinToken } from '@suite/shared';
import type { Config } from '../config';

/** `Polygon`, or `chain 12345` for a chain the suite does not know by name. */
export function chainName(chainId: number): string {
  return chainById(chainId)?.name ?? `chain ${chainId}`;
}

/** The stablecoin of the chain at `address` (any case), if it is one. */
export function stablecoinOf(chainId: number, address: string): StablecoinToken | undefined {
  return stablecoinsOf(chainId).find((token) => token.address.toLowerCase() === address.toLowerCase());
}

/**
 * A chain can take payments here if it has stablecoins, a payment proxy (to carry the order's
 * reference), and this server can read it; the seller also enables it per store.
 */
export function isPayableChain(config: Pick<Config, 'rpcUrls'>, chainId: number): boolean {
  return (
    config.rpcUrls.has(chainId) &&
    stablecoinsOf(chainId).length > 0 &&
    paymentProxyAddress(chainId) !== undefined
  );
}
