import * as z from 'zod/v4';

/**
 * Every section type the Add/Edit Section dialog routes to (seed 000 §1), and `custom` (seed 001 §3:
 * "Add custom section", the owner's HTML and CSS). A saved section's `type` is one of these, or one
 * of the seed's unlabelled types (`UNLABELLED_SECTION_TYPES`) or a plugin's, kept as given; each
 * type's config schema joins this folder with its editor.
 */
export const SectionTypeSchema = z.enum([
  'video',
  'call-to-action',
  'featured',
  'collections',
  'swap',
  'asset-store',
  'markdown',
  'wallet',
  'contract',
  'user-contract-form',
  'exchange',
  'code-page-section',
  'dex-generator-section',
  'collection',
  'asset-section',
  'ranking',
  'token-trade',
  'carousel',
  'showcase',
  'commerce',
  'referral',
  'widget',
  'card',
  'accordion',
  'stepper',
  'tabs',
  'custom',
]);
export type SectionType = z.infer<typeof SectionTypeSchema>;

/**
 * The section types seed 001 §3 lists without a label ("edition/token/nft drop, stake, token,
 * airdrop-token, market-trade, claim-airdrop-token-erc-20, plugin, commerce"). A saved page may hold
 * them: a save keeps them as given, like a plugin's type. Those the catalog knows (`commerce`) are
 * rendered and edited; the others are skipped, with a notice to the owner and nothing for visitors,
 * and are listed as not editable here.
 */
export const UNLABELLED_SECTION_TYPES = [
  'edition-drop',
  'token-drop',
  'nft-drop',
  'stake',
  'token',
  'airdrop-token',
  'market-trade',
  'claim-airdrop-token-erc-20',
  'plugin',
  'commerce',
] as const;

/** Whether this suite has an editor and a renderer for a section type. */
export function isKnownSectionType(type: string): type is SectionType {
  return SectionTypeSchema.safeParse(type).success;
}

/** What the page sections list says of a section whose type has no editor here. */
export const SECTION_NOT_EDITABLE = 'Not editable here';

/** The categories of the section-type picker, in the order of its tabs (after All). */
export const SectionCategorySchema = z.enum([
  'cryptocurrency',
  'nft',
  'web3',
  'resources',
  'low-code',
  'visual-components',
]);
export type SectionCategory = z.infer<typeof SectionCategorySchema>;

const SECTION_CATEGORY_TITLES: Record<SectionCategory, string> = {
  cryptocurrency: 'Cryptocurrency',
  nft: 'NFT',
  web3: 'Web3',
  resources: 'Resources',
  'low-code': 'Low code',
  'visual-components': 'Visual Components',
};

export interface SectionCategoryInfo {
  id: SectionCategory;
  title: string;
}

/** The picker's category tabs, in order. */
export const SECTION_CATEGORIES: readonly SectionCategoryInfo[] = SectionCategorySchema.options.map((id) => ({
  id,
  title: SECTION_CATEGORY_TITLES[id],
}));
