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
import { MARKDOWN_SECTION } from '../sections/markdown';
import { REFERRAL_SECTION } from '../sections/referral';
import { USER_CONTRACT_FORM_SECTION } from '../sections/user-contract-form';
import { VIDEO_SECTION } from '../sections/video';

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
  },
  {
    type: 'swap',
    title: 'Swap',
    category: 'cryptocurrency',
    description: 'A swap box where visitors trade one token for another from their wallet.',
    icon: SwapOutlined,
  },
  {
    type: 'exchange',
    title: 'Exchange',
    category: 'cryptocurrency',
    description: 'A trading screen for a token pair: price, chart and buy and sell orders.',
    icon: StockOutlined,
  },
  {
    type: 'wallet',
    title: 'Wallet',
    category: 'cryptocurrency',
    description: 'A wallet where visitors see their tokens, NFTs and activity, and send, receive and swap.',
    icon: WalletOutlined,
  },
  {
    type: 'featured',
    title: 'Featured',
    category: 'nft',
    description: 'A highlighted row of the NFTs and collections you choose.',
    icon: StarOutlined,
  },
  {
    type: 'asset-store',
    title: 'Asset store',
    category: 'nft',
    description: 'A store of NFTs for sale, with their prices.',
    icon: ShopOutlined,
  },
  {
    type: 'collections',
    title: 'Collections',
    category: 'nft',
    description: 'A list of NFT collections, as a grid, list, carousel or cards.',
    icon: AppstoreOutlined,
  },
  {
    type: 'collection',
    title: 'NFT collection',
    category: 'nft',
    description: 'One NFT collection: its banner, description and items.',
    icon: BlockOutlined,
  },
  {
    type: 'asset-section',
    title: 'NFT asset',
    category: 'nft',
    description: 'One NFT: its image, name and details.',
    icon: PictureOutlined,
  },
  {
    type: 'contract',
    title: 'Contract',
    category: 'web3',
    description: "A smart contract's functions, as inputs and buttons visitors can call.",
    icon: FileProtectOutlined,
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
    description: 'A DEX you generated, embedded for visitors to trade on.',
    icon: BuildOutlined,
  },
  {
    type: 'ranking',
    title: 'Ranking',
    category: 'web3',
    description: "A leaderboard: each participant's place and score in one of your rankings.",
    icon: TrophyOutlined,
  },
  {
    type: 'commerce',
    title: 'Commerce',
    category: 'web3',
    description: 'A store, checkout, product or product collection from your commerce back office.',
    icon: ShoppingCartOutlined,
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
  },
  {
    type: 'showcase',
    title: 'Showcase',
    category: 'resources',
    description: 'A gallery of images, NFTs or links with their captions.',
    icon: LayoutOutlined,
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
    type: 'card',
    title: 'Cards',
    category: 'visual-components',
    description: 'Cards with an image, a title, text and buttons, laid out on a grid.',
    icon: IdcardOutlined,
  },
  {
    type: 'accordion',
    title: 'Accordion',
    category: 'visual-components',
    description: 'Panels of content that visitors expand and collapse.',
    icon: BarsOutlined,
  },
  {
    type: 'stepper',
    title: 'Stepper',
    category: 'visual-components',
    description: 'Content in numbered steps that visitors go through in order.',
    icon: NodeIndexOutlined,
  },
  {
    type: 'tabs',
    title: 'Tabs',
    category: 'visual-components',
    description: 'Content split into tabs, one shown at a time.',
    icon: FolderOutlined,
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
