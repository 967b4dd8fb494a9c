import type { Hex } from 'viem';
import { TEST_PRIVATE_KEYS } from '@suite/chain';

/** The private key of Hardhat's well-known test account `index` (funded with ETH and tUSDC on the local chain). */
export function testKey(index: number): Hex {
  const key = TEST_PRIVATE_KEYS[index];
  if (!key) throw new Error(`No test account #${index}`);
  return key;
}
