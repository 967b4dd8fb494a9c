import { CHAINS } from '@suite/shared';
import { useSectionEditorsCatalog } from '../../i18n';

/** The networks a contract or DEX section may be on: every chain the page's wallet config knows. */
export function useContractChainOptions(): { value: number; label: string }[] {
  const { t } = useSectionEditorsCatalog();
  return CHAINS.map((chain) => ({
    value: chain.id,
    label: chain.testnet ? t('contract.testNetwork', { name: chain.name }) : chain.name,
  }));
}
