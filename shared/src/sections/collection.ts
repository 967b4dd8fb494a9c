import * as z from 'zod/v4';
import { DEFAULT_ITEM_CHAIN_ID, NftCollectionChainIdSchema } from './page-items';
import { OptionalHttpUrlSchema } from './section-parts';
import { atMostChars, coded } from '@suite/shared';
import { AddressSchema, requiredText } from '@suite/shared/schemas';

/** The longest description a collection or NFT section shows. */
export const NFT_SECTION_DESCRIPTION_MAX = 1000;

export const NftSectionDescriptionSchema = z
  .string()
  .trim()
  .max(NFT_SECTION_DESCRIPTION_MAX, atMostChars(NFT_SECTION_DESCRIPTION_MAX));

export const NftSectionTitleSchema = requiredText(200, coded('titleRequired'));

/** How a collection section shows itself: a wide banner with the image over it, or one card. */
export const COLLECTION_SECTION_LAYOUTS = ['banner', 'card'] as const;
export type CollectionSectionLayout = (typeof COLLECTION_SECTION_LAYOUTS)[number];

/**
 * One NFT collection as a section (the seed names the type only): where it lives, what the page
 * calls it, its pictures, and which on-chain details a visitor sees.
 */
export const CollectionSectionConfigSchema = z.object({
  chainId: NftCollectionChainIdSchema,
  contractAddress: AddressSchema,
  title: NftSectionTitleSchema,
  description: NftSectionDescriptionSchema,
  imageUrl: OptionalHttpUrlSchema,
  bannerImageUrl: OptionalHttpUrlSchema,
  layout: z.enum(COLLECTION_SECTION_LAYOUTS, coded('collectionLayout')),
  /** Chain, contract address and the on-chain name and symbol. */
  showContractDetails: z.boolean(),
  showExplorerLink: z.boolean(),
});
export type CollectionSectionConfig = z.infer<typeof CollectionSectionConfigSchema>;

/** A new NFT collection section: Ethereum, no contract yet, shown as a banner. */
export const COLLECTION_DEFAULTS: CollectionSectionConfig = {
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  title: '',
  description: '',
  imageUrl: '',
  bannerImageUrl: '',
  layout: 'banner',
  showContractDetails: true,
  showExplorerLink: true,
};
