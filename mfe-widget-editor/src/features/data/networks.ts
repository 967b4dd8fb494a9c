import { useMemo } from 'react';
import { CHAINS, chainById, chainSlug, type ChainInfo } from '@suite/shared';
import { useWidgetEditorCatalog } from '../../i18n';

/** A network's name in URLs: `BNB Smart Chain` → `bnb-smart-chain` (the collection page reads it back). */
export const networkSlug = chainSlug;

/**
 * The networks as the editor names them, in the page's language: a testnet says so, a chain the
 * suite does not know shows its id; `options` is the choice of networks of the forms.
 */
export function useNetworks() {
  const { t } = useWidgetEditorCatalog();
  return useMemo(() => {
    const label = (chain: ChainInfo) =>
      chain.testnet ? t('networks.testnet', { name: chain.name }) : chain.name;
    return {
      name: (chainId: number) => chainById(chainId)?.name ?? t('networks.unknown', { id: chainId }),
      label,
      options: CHAINS.map((chain) => ({ value: chain.id, label: label(chain) })),
    };
  }, [t]);
}
