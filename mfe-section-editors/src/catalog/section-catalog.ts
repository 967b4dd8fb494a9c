import type { SectionType } from '@suite/shared/widget';
import type { SectionCatalogEntry } from '../section-kit/section-module';
import { ACCORDION_SECTION } from '../sections/accordion';
import { ASSET_SECTION } from '../sections/asset-section';
import { ASSET_STORE_SECTION } from '../sections/asset-store';
import { CALL_TO_ACTION_SECTION } from '../sections/call-to-action';
import { CARD_SECTION } from '../sections/card';
import { CAROUSEL_SECTION } from '../sections/carousel';
import { CODE_PAGE_SECTION } from '../sections/code-page';
import { COLLECTION_SECTION } from '../sections/collection';
import { COLLECTIONS_SECTION } from '../sections/collections';
import { COMMERCE_SECTION } from '../sections/commerce';
import { CONTRACT_SECTION } from '../sections/contract';
import { CUSTOM_SECTION } from '../sections/custom';
import { DEX_GENERATOR_SECTION } from '../sections/dex-generator';
import { EXCHANGE_SECTION } from '../sections/exchange';
import { FEATURED_SECTION } from '../sections/featured';
import { MARKDOWN_SECTION } from '../sections/markdown';
import { RANKING_SECTION } from '../sections/ranking';
import { REFERRAL_SECTION } from '../sections/referral';
import { SHOWCASE_SECTION } from '../sections/showcase';
import { STEPPER_SECTION } from '../sections/stepper';
import { SWAP_SECTION } from '../sections/swap';
import { TABS_SECTION } from '../sections/tabs';
import { TOKEN_TRADE_SECTION } from '../sections/token-trade';
import { USER_CONTRACT_FORM_SECTION } from '../sections/user-contract-form';
import { VIDEO_SECTION } from '../sections/video';
import { WALLET_SECTION } from '../sections/wallet';
import { WIDGET_SECTION } from '../sections/widget';

/**
 * Every section type, once, in the order of the picker's tiles: each type's folder registers itself
 * in its `index.ts` (`defineSection`: its tile, defaults, field labels, editor and renderer), and
 * joins the catalog with one line here.
 */
export const SECTION_CATALOG = [
  TOKEN_TRADE_SECTION,
  SWAP_SECTION,
  EXCHANGE_SECTION,
  WALLET_SECTION,
  FEATURED_SECTION,
  ASSET_STORE_SECTION,
  COLLECTIONS_SECTION,
  COLLECTION_SECTION,
  ASSET_SECTION,
  CONTRACT_SECTION,
  USER_CONTRACT_FORM_SECTION,
  DEX_GENERATOR_SECTION,
  RANKING_SECTION,
  COMMERCE_SECTION,
  REFERRAL_SECTION,
  WIDGET_SECTION,
  VIDEO_SECTION,
  CALL_TO_ACTION_SECTION,
  CAROUSEL_SECTION,
  SHOWCASE_SECTION,
  MARKDOWN_SECTION,
  CODE_PAGE_SECTION,
  CUSTOM_SECTION,
  CARD_SECTION,
  ACCORDION_SECTION,
  STEPPER_SECTION,
  TABS_SECTION,
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
