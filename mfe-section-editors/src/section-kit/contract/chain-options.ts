import { CHAINS } from '@suite/shared';
import { useChainWords } from '@suite/shared/react';

/** The networks a contract or DEX section may be on: every chain the page's wallet config knows. */
export function useContractChainOptions(): { value: number; label: string }[] {
  const { label } = useChainWords();
  return CHAINS.map((chain) => ({ value: chain.id, label: label(chain) }));
}
