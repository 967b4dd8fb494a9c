import type { Hex } from 'viem';
import { TEST_PRIVATE_KEYS } from '@suite/chain';

/** The private key of Hardhat's well-known test account `index` (funded with ETH and tUSDC on the local chain). */
export function testKey(index: number): Hex {
  const key = TEST_PRIVATE_KEYS[index];
  if (!key) throw new Error(`No test account #${index}`);
  return key;
}

/**
 * Hardhat account #9 gets the demo data before the e2e suite starts (scripts/e2e-server.ts): a seller
 * with a receiver, payment networks, checkouts and credits, for the tests that need a stocked store.
 */
export const E2E_SELLER_KEY_INDEX = 9;
