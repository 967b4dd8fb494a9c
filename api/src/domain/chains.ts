// The chains as the API speaks of them: their names in messages, their stablecoins, and whether
// this server can take payments on them.
import { chainById, paymentProxyAddress, stablecoinsOf, type StablecoinToken } from '@suite/shared';
import { PAYMENT_CHAIN_IDS } from '@suite/shared/schemas';
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

/** Why a network this server cannot take payments on is refused, to a seller enabling it or a buyer paying on it. */
export const UNVERIFIABLE_NETWORK = 'Payments on this network cannot be verified by this server';

/** The payment networks (`PAYMENT_CHAIN_IDS`) this server can take payments on, in that list's order. */
export function payableChainIds(config: Pick<Config, 'rpcUrls'>): number[] {
  return PAYMENT_CHAIN_IDS.filter((chainId) => isPayableChain(config, chainId));
}
