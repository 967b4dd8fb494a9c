import { z } from 'zod';

/**
 * Every section type the Add/Edit Section dialog routes to (seed 000 §1). A saved section's `type`
 * is one of these; each type's config schema joins this folder with its editor.
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
]);
export type SectionType = z.infer<typeof SectionTypeSchema>;

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

export const SECTION_CATEGORY_TITLES: Record<SectionCategory, string> = {
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
