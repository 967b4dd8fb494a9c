import type { ComponentType, CSSProperties, LazyExoticComponent } from 'react';
import type { SectionCategory, SectionType } from '@suite/shared';
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
  /** What the picker's tile and the dialog call this type. */
  title: string;
  category: SectionCategory;
  /** One line: what the section shows a visitor of the site. */
  description: string;
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
    title: 'Token trade',
    category: 'cryptocurrency',
    description: 'A box where visitors buy and sell one token at the market price.',
    icon: TransactionOutlined,
    ...TOKEN_TRADE_SECTION,
  },
  {
    type: 'swap',
    title: 'Swap',
    category: 'cryptocurrency',
    description: 'A swap box where visitors trade one token for another from their wallet.',
    icon: SwapOutlined,
    ...SWAP_SECTION,
  },
  {
    type: 'exchange',
    title: 'Exchange',
    category: 'cryptocurrency',
    description: 'A trading screen for token pairs: the price and a market buy and sell box.',
    icon: StockOutlined,
    ...EXCHANGE_SECTION,
  },
  {
    type: 'wallet',
    title: 'Wallet',
    category: 'cryptocurrency',
    description: 'A wallet where visitors see their tokens, NFTs and activity, and send, receive and swap.',
    icon: WalletOutlined,
    ...WALLET_SECTION,
  },
  {
    type: 'featured',
    title: 'Featured',
    category: 'nft',
    description: 'A highlighted row of the NFTs and collections you choose.',
    icon: StarOutlined,
    ...FEATURED_SECTION,
  },
  {
    type: 'asset-store',
    title: 'Asset store',
    category: 'nft',
    description: 'The NFTs of one collection you list, in pages, in the order you choose.',
    icon: ShopOutlined,
    ...ASSET_STORE_SECTION,
  },
  {
    type: 'collections',
    title: 'Collections',
    category: 'nft',
    description: 'NFT collections as a grid, list, carousel, cards, masonry, hero or compact list.',
    icon: AppstoreOutlined,
    ...COLLECTIONS_SECTION,
  },
  {
    type: 'collection',
    title: 'NFT collection',
    category: 'nft',
    description: 'One NFT collection: its banner, picture, description and contract.',
    icon: BlockOutlined,
    ...COLLECTION_SECTION,
  },
  {
    type: 'asset-section',
    title: 'NFT asset',
    category: 'nft',
    description: 'One NFT: its image, name and details.',
    icon: PictureOutlined,
    ...ASSET_SECTION,
  },
  {
    type: 'contract',
    title: 'Contract',
    category: 'web3',
    description: "A smart contract's functions, as inputs and buttons visitors can call.",
    icon: FileProtectOutlined,
    ...CONTRACT_SECTION,
  },
  {
    type: 'user-contract-form',
    title: 'Contract form',
    category: 'web3',
    description: 'A contract form you built, for visitors to fill in and send.',
    icon: FormOutlined,
    ...USER_CONTRACT_FORM_SECTION,
  },
  {
    type: 'dex-generator-section',
    title: 'DEX generator',
    category: 'web3',
    description: 'A DEX you generated: a swap box on its contracts, or its own app embedded.',
    icon: BuildOutlined,
    ...DEX_GENERATOR_SECTION,
  },
  {
    type: 'ranking',
    title: 'Ranking',
    category: 'web3',
    description: "One of your site's leaderboards: its top entries with rank, wallet and score.",
    icon: TrophyOutlined,
    ...RANKING_SECTION,
  },
  {
    type: 'commerce',
    title: 'Commerce',
    category: 'web3',
    description: 'A store, checkout, product or product collection from your commerce back office.',
    icon: ShoppingCartOutlined,
    ...COMMERCE_SECTION,
  },
  {
    type: 'referral',
    title: 'Referral',
    category: 'web3',
    description: 'A referral link visitors share, with their referral stats.',
    icon: ShareAltOutlined,
    ...REFERRAL_SECTION,
  },
  {
    type: 'widget',
    title: 'Widget',
    category: 'web3',
    description: 'One of the widgets you built in the widget editor.',
    icon: AppstoreAddOutlined,
    ...WIDGET_SECTION,
  },
  {
    type: 'video',
    title: 'Video',
    category: 'resources',
    description: 'A YouTube, Vimeo or hosted video with its title.',
    icon: PlaySquareOutlined,
    ...VIDEO_SECTION,
  },
  {
    type: 'call-to-action',
    title: 'Call to action',
    category: 'resources',
    description: 'A title, a subtitle and a button that takes visitors to a link.',
    icon: NotificationOutlined,
    ...CALL_TO_ACTION_SECTION,
  },
  {
    type: 'carousel',
    title: 'Carousel',
    category: 'resources',
    description: 'Slides of images and text that visitors scroll through.',
    icon: PicCenterOutlined,
    ...CAROUSEL_SECTION,
  },
  {
    type: 'showcase',
    title: 'Showcase',
    category: 'resources',
    description: 'A gallery of images, NFTs or links with their captions.',
    icon: LayoutOutlined,
    ...SHOWCASE_SECTION,
  },
  {
    type: 'markdown',
    title: 'Markdown',
    category: 'low-code',
    description: 'Formatted text written in markdown.',
    icon: FileMarkdownOutlined,
    ...MARKDOWN_SECTION,
  },
  {
    type: 'code-page-section',
    title: 'Code page',
    category: 'low-code',
    description: 'Your own HTML, CSS and JavaScript, run in an isolated frame.',
    icon: CodeOutlined,
    ...CODE_PAGE_SECTION,
  },
  {
    type: 'custom',
    title: 'Custom section',
    category: 'low-code',
    description: 'Your own HTML and CSS, drawn in an isolated frame.',
    icon: Html5Outlined,
    ...CUSTOM_SECTION,
  },
  {
    type: 'card',
    title: 'Cards',
    category: 'visual-components',
    description: 'Cards with an image, a title, text and buttons, laid out on a grid.',
    icon: IdcardOutlined,
    ...CARD_SECTION,
  },
  {
    type: 'accordion',
    title: 'Accordion',
    category: 'visual-components',
    description: 'Panels of content that visitors expand and collapse.',
    icon: BarsOutlined,
    ...ACCORDION_SECTION,
  },
  {
    type: 'stepper',
    title: 'Stepper',
    category: 'visual-components',
    description: 'Content in numbered steps that visitors go through in order.',
    icon: NodeIndexOutlined,
    ...STEPPER_SECTION,
  },
  {
    type: 'tabs',
    title: 'Tabs',
    category: 'visual-components',
    description: 'Content split into tabs, one shown at a time.',
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
