import type { ComponentType, CSSProperties, LazyExoticComponent } from 'react';
import type { SectionCategory, SectionType } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../i18n';
// One module per icon: the bundle holds these icons only, whatever the tree-shaking.
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarsOutlined from '@ant-design/icons/BarsOutlined';
import BlockOutlined from '@ant-design/icons/BlockOutlined';
import BuildOutlined from '@ant-design/icons/BuildOutlined';
import CodeOutlined from '@ant-design/icons/CodeOutlined';
import FileMarkdownOutlined from '@ant-design/icons/FileMarkdownOutlined';
import Html5Outlined from '@ant-design/icons/Html5Outlined';
import FileProtectOutlined from '@ant-design/icons/FileProtectOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import NodeIndexOutlined from '@ant-design/icons/NodeIndexOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PicCenterOutlined from '@ant-design/icons/PicCenterOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import PlaySquareOutlined from '@ant-design/icons/PlaySquareOutlined';
import ShareAltOutlined from '@ant-design/icons/ShareAltOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import StockOutlined from '@ant-design/icons/StockOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TransactionOutlined from '@ant-design/icons/TransactionOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { SectionData, SectionEditorProps, SectionRendererProps } from '../sections/section-module';
import { CALL_TO_ACTION_SECTION } from '../sections/call-to-action';
import { CODE_PAGE_SECTION } from '../sections/code-page';
import { CUSTOM_SECTION } from '../sections/custom';
import { MARKDOWN_SECTION } from '../sections/markdown';
import { REFERRAL_SECTION } from '../sections/referral';
import { USER_CONTRACT_FORM_SECTION } from '../sections/user-contract-form';
import { VIDEO_SECTION } from '../sections/video';
import { WALLET_SECTION } from '../sections/wallet';
import { RANKING_SECTION } from '../sections/ranking';
import { WIDGET_SECTION } from '../sections/widget';
import { COMMERCE_SECTION } from '../sections/commerce';
import { CONTRACT_SECTION } from '../sections/contract';
import { DEX_GENERATOR_SECTION } from '../sections/dex-generator';
import { ACCORDION_SECTION } from '../sections/accordion';
import { CARD_SECTION } from '../sections/card';
import { STEPPER_SECTION } from '../sections/stepper';
import { TABS_SECTION } from '../sections/tabs';
import { SWAP_SECTION } from '../sections/swap';
import { TOKEN_TRADE_SECTION } from '../sections/token-trade';
import { EXCHANGE_SECTION } from '../sections/exchange';
import { CAROUSEL_SECTION } from '../sections/carousel';
import { SHOWCASE_SECTION } from '../sections/showcase';
import { FEATURED_SECTION } from '../sections/featured';
import { COLLECTIONS_SECTION } from '../sections/collections';
import { COLLECTION_SECTION } from '../sections/collection';
import { ASSET_SECTION } from '../sections/asset-section';
import { ASSET_STORE_SECTION } from '../sections/asset-store';

export interface SectionCatalogEntry {
  type: SectionType;
  /** What the picker's tile and the dialog call this type (a key of the catalog). */
  title: SectionEditorsKey;
  category: SectionCategory;
  /** One line: what the section shows a visitor of the site (a key of the catalog). */
  description: SectionEditorsKey;
  /** An `@ant-design/icons` icon, imported from its own module (`@ant-design/icons/WalletOutlined`). */
  icon: ComponentType<{ 'aria-hidden'?: boolean; style?: CSSProperties }>;
  /** The config a new section of this type starts with. */
  defaults?: SectionData;
  /** The type's editor (`src/sections/<type>/editor.tsx`), loaded in its own chunk. */
  editor?: LazyExoticComponent<ComponentType<SectionEditorProps>>;
  /** The type's renderer (`src/sections/<type>/renderer.tsx`), loaded in its own chunk. */
  renderer?: LazyExoticComponent<ComponentType<SectionRendererProps>>;
  /**
   * Whether the renderer needs the wallet (wagmi): it is drawn inside a `WalletScope`, so only a page
   * showing such a section loads the wallet's code (ADR 0015).
   */
  usesWallet?: boolean;
}

/**
 * Every section type, once, grouped by the picker's category tabs. Each type's editor and renderer
 * join its line here when they are built.
 */
export const SECTION_CATALOG = [
  {
    type: 'token-trade',
    title: 'catalog.tokenTrade.title',
    category: 'cryptocurrency',
    description: 'catalog.tokenTrade.description',
    icon: TransactionOutlined,
    ...TOKEN_TRADE_SECTION,
  },
  {
    type: 'swap',
    title: 'catalog.swap.title',
    category: 'cryptocurrency',
    description: 'catalog.swap.description',
    icon: SwapOutlined,
    ...SWAP_SECTION,
  },
  {
    type: 'exchange',
    title: 'catalog.exchange.title',
    category: 'cryptocurrency',
    description: 'catalog.exchange.description',
    icon: StockOutlined,
    ...EXCHANGE_SECTION,
  },
  {
    type: 'wallet',
    title: 'catalog.wallet.title',
    category: 'cryptocurrency',
    description: 'catalog.wallet.description',
    icon: WalletOutlined,
    ...WALLET_SECTION,
  },
  {
    type: 'featured',
    title: 'catalog.featured.title',
    category: 'nft',
    description: 'catalog.featured.description',
    icon: StarOutlined,
    ...FEATURED_SECTION,
  },
  {
    type: 'asset-store',
    title: 'catalog.assetStore.title',
    category: 'nft',
    description: 'catalog.assetStore.description',
    icon: ShopOutlined,
    ...ASSET_STORE_SECTION,
  },
  {
    type: 'collections',
    title: 'catalog.collections.title',
    category: 'nft',
    description: 'catalog.collections.description',
    icon: AppstoreOutlined,
    ...COLLECTIONS_SECTION,
  },
  {
    type: 'collection',
    title: 'catalog.collection.title',
    category: 'nft',
    description: 'catalog.collection.description',
    icon: BlockOutlined,
    ...COLLECTION_SECTION,
  },
  {
    type: 'asset-section',
    title: 'catalog.assetSection.title',
    category: 'nft',
    description: 'catalog.assetSection.description',
    icon: PictureOutlined,
    ...ASSET_SECTION,
  },
  {
    type: 'contract',
    title: 'catalog.contract.title',
    category: 'web3',
    description: 'catalog.contract.description',
    icon: FileProtectOutlined,
    ...CONTRACT_SECTION,
  },
  {
    type: 'user-contract-form',
    title: 'catalog.userContractForm.title',
    category: 'web3',
    description: 'catalog.userContractForm.description',
    icon: FormOutlined,
    ...USER_CONTRACT_FORM_SECTION,
  },
  {
    type: 'dex-generator-section',
    title: 'catalog.dexGeneratorSection.title',
    category: 'web3',
    description: 'catalog.dexGeneratorSection.description',
    icon: BuildOutlined,
    ...DEX_GENERATOR_SECTION,
  },
  {
    type: 'ranking',
    title: 'catalog.ranking.title',
    category: 'web3',
    description: 'catalog.ranking.description',
    icon: TrophyOutlined,
    ...RANKING_SECTION,
  },
  {
    type: 'commerce',
    title: 'catalog.commerce.title',
    category: 'web3',
    description: 'catalog.commerce.description',
    icon: ShoppingCartOutlined,
    ...COMMERCE_SECTION,
  },
  {
    type: 'referral',
    title: 'catalog.referral.title',
    category: 'web3',
    description: 'catalog.referral.description',
    icon: ShareAltOutlined,
    ...REFERRAL_SECTION,
  },
  {
    type: 'widget',
    title: 'catalog.widget.title',
    category: 'web3',
    description: 'catalog.widget.description',
    icon: AppstoreAddOutlined,
    ...WIDGET_SECTION,
  },
  {
    type: 'video',
    title: 'catalog.video.title',
    category: 'resources',
    description: 'catalog.video.description',
    icon: PlaySquareOutlined,
    ...VIDEO_SECTION,
  },
  {
    type: 'call-to-action',
    title: 'catalog.callToAction.title',
    category: 'resources',
    description: 'catalog.callToAction.description',
    icon: NotificationOutlined,
    ...CALL_TO_ACTION_SECTION,
  },
  {
    type: 'carousel',
    title: 'catalog.carousel.title',
    category: 'resources',
    description: 'catalog.carousel.description',
    icon: PicCenterOutlined,
    ...CAROUSEL_SECTION,
  },
  {
    type: 'showcase',
    title: 'catalog.showcase.title',
    category: 'resources',
    description: 'catalog.showcase.description',
    icon: LayoutOutlined,
    ...SHOWCASE_SECTION,
  },
  {
    type: 'markdown',
    title: 'catalog.markdown.title',
    category: 'low-code',
    description: 'catalog.markdown.description',
    icon: FileMarkdownOutlined,
    ...MARKDOWN_SECTION,
  },
  {
    type: 'code-page-section',
    title: 'catalog.codePageSection.title',
    category: 'low-code',
    description: 'catalog.codePageSection.description',
    icon: CodeOutlined,
    ...CODE_PAGE_SECTION,
  },
  {
    type: 'custom',
    title: 'catalog.custom.title',
    category: 'low-code',
    description: 'catalog.custom.description',
    icon: Html5Outlined,
    ...CUSTOM_SECTION,
  },
  {
    type: 'card',
    title: 'catalog.card.title',
    category: 'visual-components',
    description: 'catalog.card.description',
    icon: IdcardOutlined,
    ...CARD_SECTION,
  },
  {
    type: 'accordion',
    title: 'catalog.accordion.title',
    category: 'visual-components',
    description: 'catalog.accordion.description',
    icon: BarsOutlined,
    ...ACCORDION_SECTION,
  },
  {
    type: 'stepper',
    title: 'catalog.stepper.title',
    category: 'visual-components',
    description: 'catalog.stepper.description',
    icon: NodeIndexOutlined,
    ...STEPPER_SECTION,
  },
  {
    type: 'tabs',
    title: 'catalog.tabs.title',
    category: 'visual-components',
    description: 'catalog.tabs.description',
    icon: FolderOutlined,
    ...TABS_SECTION,
  },
] as const satisfies readonly SectionCatalogEntry[];

// A type added to SectionTypeSchema without a line above fails the build here, before the test does.
type MissingFromCatalog = Exclude<SectionType, (typeof SECTION_CATALOG)[number]['type']>;
const _everyTypeHasATile: [MissingFromCatalog] extends [never] ? true : MissingFromCatalog = true;

const CATALOG_ENTRIES: readonly SectionCatalogEntry[] = SECTION_CATALOG;

/** The catalog line of a type; none for a custom type a plugin registers. */
export function sectionCatalogEntry(type: string): SectionCatalogEntry | undefined {
  return CATALOG_ENTRIES.find((entry) => entry.type === type);
}

/** The types that have an editor, in catalog order: the only ones the dialog may offer. */
export const EDITABLE_SECTION_TYPES: readonly SectionType[] = CATALOG_ENTRIES.filter(
  (entry) => entry.editor !== undefined,
).map((entry) => entry.type);
