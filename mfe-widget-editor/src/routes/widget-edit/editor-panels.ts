import { lazyPanel, type EditorPanel, type MenuContext } from '../../features/editor/editor-panel';

// Adding a panel: its folder in src/features/ with a component that draws a `PanelCard`, a title in
// the catalogs' `menu.entries`, and one line here. The menu, `?tab=` and the content follow.

const always = () => true;
/** Only in the admin: a site that embeds the editor gets none of it. */
const inAdmin = ({ embedded }: MenuContext) => !embedded;
/** The owner's account settings: never when embedded. */
const ownerInAdmin = ({ isOwner, embedded }: MenuContext) => isOwner && !embedded;
/** Marketplace fees and NFT collections, in the admin: every kit but Swap. */
const sellsNfts = (context: MenuContext) => inAdmin(context) && context.kit !== 'Swap';
/** Swap fees, in the admin: every kit but NFT. */
const swaps = (context: MenuContext) => inAdmin(context) && context.kit !== 'NFT';

/**
 * The editor's panels (seed 001 §2, §6), in the menu's order. The first one opens when `?tab=` names
 * none this user sees, so it is shown to everyone. Not in the seed's menu: History (the saved
 * versions, to preview, compare and restore) and Rankings (the leaderboards of ranking sections).
 */
export const EDITOR_PANELS: readonly [EditorPanel, ...EditorPanel[]] = [
  {
    id: 'general',
    group: 'settings',
    title: 'menu.entries.general',
    visible: always,
    component: lazyPanel(() => import('../../features/general/general-panel'), 'GeneralPanel'),
  },
  {
    id: 'powered.by',
    group: 'settings',
    title: 'menu.entries.powered.by',
    visible: ownerInAdmin,
    component: lazyPanel(() => import('../../features/premium/powered-by-panel'), 'PoweredByPanel'),
  },
  {
    id: 'apiKey',
    group: 'settings',
    title: 'menu.entries.apiKey',
    visible: ownerInAdmin,
    component: lazyPanel(() => import('../../features/api-key/api-key-panel'), 'ApiKeyPanel'),
  },
  {
    id: 'history',
    group: 'settings',
    title: 'menu.entries.history',
    visible: inAdmin,
    component: lazyPanel(() => import('../../features/history/history-panel'), 'HistoryPanel'),
  },
  {
    id: 'theme',
    group: 'layout',
    title: 'menu.entries.theme',
    visible: always,
    component: lazyPanel(() => import('../../features/theme/theme-panel'), 'ThemePanel'),
  },
  {
    id: 'components',
    group: 'layout',
    title: 'menu.entries.components',
    visible: always,
    component: lazyPanel(() => import('../../features/page-sections/components-panel'), 'ComponentsPanel'),
  },
  {
    id: 'marketplace-fees',
    group: 'fees',
    title: 'menu.entries.marketplace-fees',
    visible: sellsNfts,
    component: lazyPanel(() => import('../../features/fees/marketplace-fees-panel'), 'MarketplaceFeesPanel'),
  },
  {
    id: 'swap-fees',
    group: 'fees',
    title: 'menu.entries.swap-fees',
    visible: swaps,
    component: lazyPanel(() => import('../../features/fees/swap-fee-panel'), 'SwapFeePanel'),
  },
  {
    id: 'data.collections',
    group: 'data',
    title: 'menu.entries.data.collections',
    visible: sellsNfts,
    component: lazyPanel(() => import('../../features/data/collections-panel'), 'CollectionsPanel'),
  },
  {
    id: 'data.tokens',
    group: 'data',
    title: 'menu.entries.data.tokens',
    visible: inAdmin,
    wallet: true,
    component: lazyPanel(() => import('../../features/data/tokens-panel'), 'TokensPanel'),
  },
  {
    id: 'data.networks',
    group: 'data',
    title: 'menu.entries.data.networks',
    visible: inAdmin,
    component: lazyPanel(() => import('../../features/data/networks-panel'), 'NetworksPanel'),
  },
  {
    id: 'data.rankings',
    group: 'data',
    title: 'menu.entries.data.rankings',
    visible: inAdmin,
    component: lazyPanel(() => import('../../features/rankings/rankings-panel'), 'RankingsPanel'),
  },
  {
    id: 'create.contracts',
    group: 'dex-contracts',
    title: 'menu.entries.create.contracts',
    visible: inAdmin,
    wallet: true,
    component: lazyPanel(
      () => import('../../features/contracts/create-contracts-panel'),
      'CreateContractsPanel',
    ),
  },
  {
    id: 'manage.contracts',
    group: 'dex-contracts',
    title: 'menu.entries.manage.contracts',
    visible: inAdmin,
    wallet: true,
    component: lazyPanel(
      () => import('../../features/contracts/manage-contracts-panel'),
      'ManageContractsPanel',
    ),
  },
  {
    id: 'contract.forms',
    group: 'dex-contracts',
    title: 'menu.entries.contract.forms',
    visible: inAdmin,
    component: lazyPanel(() => import('../../features/contracts/contract-forms-panel'), 'ContractFormsPanel'),
  },
];

/** The panel the editor opens by default: General. */
export const DEFAULT_PANEL = EDITOR_PANELS[0];
