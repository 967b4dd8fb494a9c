import { useMemo } from 'react';
import { CHAINS, chainSlug } from '@suite/shared';
import { useChainWords } from '@suite/shared/react';

/** A network's name in URLs: `BNB Smart Chain` → `bnb-smart-chain` (the collection page reads it back). */
export const networkSlug = chainSlug;

/**
 * The networks as the editor names them, in the page's language (`useChainWords`): a testnet says so,
 * a chain the suite does not know shows its id; `options` is the choice of networks of the forms.
 */
export function useNetworks() {
  const { name, label } = useChainWords();
  return useMemo(
    () => ({ name, label, options: CHAINS.map((chain) => ({ value: chain.id, label: label(chain) })) }),
    [name, label],
  );
}
