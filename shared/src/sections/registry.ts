import type * as z from 'zod/v4';
import { ACCORDION_DEFAULTS, ACCORDION_MIGRATIONS, AccordionConfigSchema } from './accordion';
import { ASSET_SECTION_DEFAULTS, AssetSectionConfigSchema } from './asset-section';
import { ASSET_STORE_DEFAULTS, ASSET_STORE_MIGRATIONS, AssetStoreConfigSchema } from './asset-store';
import { CALL_TO_ACTION_DEFAULTS, CallToActionConfigSchema } from './call-to-action';
import { CARDS_DEFAULTS, CardsConfigSchema } from './card';
import { CAROUSEL_DEFAULTS, CarouselConfigSchema } from './carousel';
import { CODE_PAGE_DEFAULTS, CodePageConfigSchema } from './code-page';
import { COLLECTION_DEFAULTS, CollectionSectionConfigSchema } from './collection';
import { COLLECTIONS_DEFAULTS, CollectionsConfigSchema } from './collections';
import { COMMERCE_DEFAULTS, CommerceConfigSchema } from './commerce';
import { CUSTOM_SECTION_DEFAULTS, CustomSectionConfigSchema } from './custom';
import { CONTRACT_DEFAULTS, ContractConfigSchema } from './contract';
import { DEX_GENERATOR_DEFAULTS, DexGeneratorConfigSchema } from './dex-generator';
import { EXCHANGE_DEFAULTS, ExchangeConfigSchema } from './exchange';
import { FEATURED_DEFAULTS, FeaturedConfigSchema } from './featured';
import { MARKDOWN_DEFAULTS, MarkdownConfigSchema } from './markdown';
import { RANKING_DEFAULTS, RankingConfigSchema } from './ranking';
import { REFERRAL_DEFAULTS, ReferralConfigSchema } from './referral';
import type { Section, SectionType } from '@suite/shared/widget';
import { SHOWCASE_DEFAULTS, ShowcaseConfigSchema } from './showcase';
import { STEPPER_DEFAULTS, StepperConfigSchema } from './stepper';
import { SWAP_DEFAULTS, SwapConfigSchema } from './swap';
import { TABS_DEFAULTS, TabsConfigSchema } from './tabs';
import { TOKEN_TRADE_DEFAULTS, TokenTradeConfigSchema } from './token-trade';
import { USER_CONTRACT_FORM_DEFAULTS, UserContractFormConfigSchema } from './user-contract-form';
import { VIDEO_DEFAULTS, VideoConfigSchema } from './video';
import { WALLET_DEFAULTS, WalletConfigSchema } from './wallet';
import { WIDGET_SECTION_DEFAULTS, WidgetSectionConfigSchema } from './widget';

/**
 * One step of a type's history: reads `data` saved at version `from` and returns it in the shape of
 * version `from + 1`. It may throw on data that is not of its version; the save then answers 400 on
 * that section instead of storing anything.
 */
export interface SectionMigration {
  from: number;
  migrate: (data: Section['data']) => Section['data'];
}

/** What the suite knows about one section type's `data`. */
export interface SectionTypeDefinition<Schema extends z.ZodType = z.ZodType> {
  /** The type's config schema: its editor's form resolver, and what the server checks `data` with. */
  schema: Schema;
  /**
   * The config a new section of this type starts from in its editor. Fields the owner must fill in
   * (a title, a URL, a picked widget) are left empty, so defaults need not pass `schema`: the editor
   * keeps Save disabled, and the server refuses them, until the owner fills them in.
   */
  defaults: z.input<Schema>;
  /**
   * The version of the shape of `data`: 1 until that shape changes. A change that would fail
   * sections saved before it (a renamed, moved or retyped field) adds one, with a migration.
   */
  version: number;
  /** One per older version, in order: `migrations[i].from` is `i + 1`. */
  migrations: readonly SectionMigration[];
}

/** The first version of a type: nothing to migrate from. */
const FIRST_VERSION = { version: 1, migrations: [] } as const;

function sectionType<Schema extends z.ZodType>(
  schema: Schema,
  defaults: z.input<Schema>,
  history: Pick<SectionTypeDefinition, 'version' | 'migrations'> = FIRST_VERSION,
): SectionTypeDefinition<Schema> {
  return { schema, defaults, ...history };
}

/**
 * The section registry: for every section type of the catalog, its config schema (the one its editor
 * uses), the config a new section starts from, and the version of its shape with the migrations
 * from older ones. The editors take their defaults and schemas from here (through the type's own
 * module); the API checks and migrates every saved section with it (`section-data.ts`). A custom type
 * a plugin registers has no line: its data is kept as given.
 *
 * Every type is at version 1 except `asset-store` (2: its `listings` were added) and `accordion` (2: a
 * transition above 500 ms reads as 500).
 */
export const SECTION_REGISTRY = {
  video: sectionType(VideoConfigSchema, VIDEO_DEFAULTS),
  'call-to-action': sectionType(CallToActionConfigSchema, CALL_TO_ACTION_DEFAULTS),
  featured: sectionType(FeaturedConfigSchema, FEATURED_DEFAULTS),
  collections: sectionType(CollectionsConfigSchema, COLLECTIONS_DEFAULTS),
  swap: sectionType(SwapConfigSchema, SWAP_DEFAULTS),
  'asset-store': sectionType(AssetStoreConfigSchema, ASSET_STORE_DEFAULTS, {
    version: 2,
    migrations: ASSET_STORE_MIGRATIONS,
  }),
  markdown: sectionType(MarkdownConfigSchema, MARKDOWN_DEFAULTS),
  wallet: sectionType(WalletConfigSchema, WALLET_DEFAULTS),
  contract: sectionType(ContractConfigSchema, CONTRACT_DEFAULTS),
  'user-contract-form': sectionType(UserContractFormConfigSchema, USER_CONTRACT_FORM_DEFAULTS),
  exchange: sectionType(ExchangeConfigSchema, EXCHANGE_DEFAULTS),
  'code-page-section': sectionType(CodePageConfigSchema, CODE_PAGE_DEFAULTS),
  'dex-generator-section': sectionType(DexGeneratorConfigSchema, DEX_GENERATOR_DEFAULTS),
  collection: sectionType(CollectionSectionConfigSchema, COLLECTION_DEFAULTS),
  'asset-section': sectionType(AssetSectionConfigSchema, ASSET_SECTION_DEFAULTS),
  ranking: sectionType(RankingConfigSchema, RANKING_DEFAULTS),
  'token-trade': sectionType(TokenTradeConfigSchema, TOKEN_TRADE_DEFAULTS),
  carousel: sectionType(CarouselConfigSchema, CAROUSEL_DEFAULTS),
  showcase: sectionType(ShowcaseConfigSchema, SHOWCASE_DEFAULTS),
  commerce: sectionType(CommerceConfigSchema, COMMERCE_DEFAULTS),
  referral: sectionType(ReferralConfigSchema, REFERRAL_DEFAULTS),
  widget: sectionType(WidgetSectionConfigSchema, WIDGET_SECTION_DEFAULTS),
  card: sectionType(CardsConfigSchema, CARDS_DEFAULTS),
  accordion: sectionType(AccordionConfigSchema, ACCORDION_DEFAULTS, {
    version: 2,
    migrations: ACCORDION_MIGRATIONS,
  }),
  stepper: sectionType(StepperConfigSchema, STEPPER_DEFAULTS),
  tabs: sectionType(TabsConfigSchema, TABS_DEFAULTS),
  custom: sectionType(CustomSectionConfigSchema, CUSTOM_SECTION_DEFAULTS),
} as const satisfies Record<SectionType, SectionTypeDefinition>;
