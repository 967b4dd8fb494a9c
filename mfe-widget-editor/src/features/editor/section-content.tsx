import { ApiKeySection } from '../api-key/api-key-section';
import { CreateContractsSection } from '../contracts/create-contracts-section';
import { ContractFormsSection } from '../contracts/contract-forms-section';
import { ManageContractsSection } from '../contracts/manage-contracts-section';
import { CollectionsSection } from '../data/collections-section';
import { NetworksSection } from '../data/networks-section';
import { TokensSection } from '../data/tokens-section';
import { RankingsSection } from '../rankings/rankings-section';
import { MarketplaceFeesSection } from '../fees/marketplace-fees-section';
import { SwapFeeSection } from '../fees/swap-fee-section';
import { GeneralSection } from '../general/general-section';
import { ComponentsSection } from '../page-sections/components-section';
import { PoweredBySection } from '../premium/powered-by-section';
import { ThemeSection } from '../theme/theme-section';
import type { EditorSectionId } from './editor-menu';

/** The screen of one of the editor's own sections. */
export function SectionContent({ id }: { id: EditorSectionId }) {
  switch (id) {
    case 'general':
      return <GeneralSection />;
    case 'powered.by':
      return <PoweredBySection />;
    case 'apiKey':
      return <ApiKeySection />;
    case 'theme':
      return <ThemeSection />;
    case 'components':
      return <ComponentsSection />;
    case 'marketplace-fees':
      return <MarketplaceFeesSection />;
    case 'swap-fees':
      return <SwapFeeSection />;
    case 'data.collections':
      return <CollectionsSection />;
    case 'data.tokens':
      return <TokensSection />;
    case 'data.networks':
      return <NetworksSection />;
    case 'data.rankings':
      return <RankingsSection />;
    case 'create.contracts':
      return <CreateContractsSection />;
    case 'manage.contracts':
      return <ManageContractsSection />;
    case 'contract.forms':
      return <ContractFormsSection />;
  }
}
