import { Tabs } from 'antd';
import { tabsTheme } from '../theme/antd-tokens';
import { tabColours, type WalletLook } from '../theme/wallet-look';
import { Themed } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

export type WalletTab = 'tokens' | 'nfts' | 'activity';

export const WALLET_TAB_LABELS: Record<WalletTab, SectionEditorsKey> = {
  tokens: 'fields.tokens',
  nfts: 'collectionPage.tokens',
  activity: 'wallet.tabs.activity',
};

/** A tab's colours: activity is drawn in the tokens tab's. */
function colours(look: WalletLook, tab: WalletTab) {
  return tabColours(look, tab === 'nfts' ? 'nfts' : 'tokens');
}

/** The bar of the wallet's tabs; the content is its own part, so the two can be ordered apart. */
export function TabsPart({
  look,
  tabs,
  active,
  onChange,
}: {
  look: WalletLook;
  tabs: readonly WalletTab[];
  active: WalletTab;
  onChange: (tab: WalletTab) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Themed theme={tabsTheme(colours(look, active))}>
      <Tabs
        activeKey={active}
        onChange={(key) => {
          const tab = tabs.find((candidate) => candidate === key);
          if (tab) onChange(tab);
        }}
        items={tabs.map((tab) => ({
          key: tab,
          label: <span style={{ color: colours(look, tab).title }}>{t(WALLET_TAB_LABELS[tab])}</span>,
        }))}
        style={{ marginBottom: 0 }}
      />
    </Themed>
  );
}
