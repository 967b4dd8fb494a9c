import type { Abi, Hex } from 'viem';
import type { ContractKind } from '@suite/shared';

export interface ContractArtifact {
  abi: Abi;
  bytecode: Hex;
}

/**
 * The committed ABI and bytecode of what DexContracts deploys (`contracts/*.sol`, compiled by
 * `contracts/compile.cjs`), loaded only when a contract is created or read.
 */
export async function contractArtifact(kind: ContractKind): Promise<ContractArtifact> {
  if (kind === 'token') {
    const { widgetTokenAbi, widgetTokenBytecode } = await import('./artifacts/widget-token');
    return { abi: widgetTokenAbi, bytecode: widgetTokenBytecode };
  }
  const { widgetNftAbi, widgetNftBytecode } = await import('./artifacts/widget-nft');
  return { abi: widgetNftAbi, bytecode: widgetNftBytecode };
}
