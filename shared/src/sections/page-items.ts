import * as z from 'zod/v4';
import { SectionHttpUrlSchema } from './section-parts';
import {
  CHAINS,
  coded,
  EXCLUDED_CHAIN_IDS,
  LOCAL_CHAIN_ID,
  type ChainInfo,
  type SiteNftCollection,
} from '@suite/shared';
import { AddressSchema } from '@suite/shared/schemas';

/** Default chain of a new asset or collection item (seed 000 §9). */
export const DEFAULT_ITEM_CHAIN_ID = 1;

/** What a section's item shows: one NFT, or a collection (`PageItemType`, named before the schemas use it). */
type NftItemType = 'asset' | 'collection';

/**
 * The chain of an NFT (`asset`) or a collection a section shows: one `nftChains` offers for it, which
 * the server checks again.
 */
function nftChainIdSchema(type: NftItemType) {
  return z
    .number(coded('chainRequired'))
    .int()
    .positive(coded('chainRequired'))
    .refine((chainId) => nftChains(type).some((chain) => chain.id === chainId), coded('networkOfTheList'));
}
/** The chain of a single NFT: testnets allowed. */
export const NftChainIdSchema = nftChainIdSchema('asset');
/** The chain of a collection: no testnets but the local chain. */
export const NftCollectionChainIdSchema = nftChainIdSchema('collection');

/** A token id as the chain knows it: a whole number (an item's, a showcase's, an NFT section's). */
export const NftSectionTokenIdSchema = z
  .string(coded('tokenIdRequired'))
  .trim()
  .min(1, { ...coded('tokenIdRequired'), abort: true })
  .regex(/^\d{1,78}$/, coded('tokenId'));

/** One NFT shown by a section (call-to-action, featured, collections): seed 000 §3. */
export const NftAssetItemSchema = z.object({
  type: z.literal('asset'),
  chainId: NftChainIdSchema,
  contractAddress: AddressSchema,
  tokenId: NftSectionTokenIdSchema,
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
});
export type NftAssetItem = z.infer<typeof NftAssetItemSchema>;

export const NFT_COLLECTION_ITEM_VARIANTS = ['default', 'simple'] as const;
export type NftCollectionItemVariant = (typeof NFT_COLLECTION_ITEM_VARIANTS)[number];

/** One NFT collection shown by a section: seed 000 §3. */
export const NftCollectionItemSchema = z.object({
  type: z.literal('collection'),
  chainId: NftCollectionChainIdSchema,
  contractAddress: AddressSchema,
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  subtitle: z.string(coded('subtitleRequired')).trim().min(1, coded('subtitleRequired')),
  backgroundImageUrl: SectionHttpUrlSchema,
  featured: z.boolean(),
  variant: z.enum(NFT_COLLECTION_ITEM_VARIANTS),
});
export type NftCollectionItem = z.infer<typeof NftCollectionItemSchema>;

export const PageItemSchema = z.discriminatedUnion('type', [NftAssetItemSchema, NftCollectionItemSchema]);
export type PageItem = z.infer<typeof PageItemSchema>;
export type PageItemType = PageItem['type'];

/** At most this many items in one section's Items list. */
export const PAGE_ITEMS_MAX = 50;
export const PageItemsSchema = z
  .array(PageItemSchema)
  .max(PAGE_ITEMS_MAX, coded('atMostItems', { max: PAGE_ITEMS_MAX }));

/**
 * The chains an NFT or a collection may be picked on: the active chains, and testnets only for a
 * single NFT (seed 000 §9: "testnets only in the asset form"). The local chain (the suite's own
 * Hardhat node, where a fresh install's NFTs are) is offered for both.
 */
export function nftChains(type: NftItemType): ChainInfo[] {
  return CHAINS.filter((chain) => !EXCLUDED_CHAIN_IDS.includes(chain.id)).filter(
    (chain) => type === 'asset' || !chain.testnet || chain.id === LOCAL_CHAIN_ID,
  );
}

export { nftExplorerUrl } from '@suite/shared';

/**
 * A collection item made from one of the site's own NFT collections (seed 001 "Site collection
 * (NFT)"): its chain, contract, name, description as the subtitle, and its background image.
 */
export function collectionItemFromSite(collection: SiteNftCollection): NftCollectionItem {
  return {
    type: 'collection',
    chainId: collection.chainId,
    contractAddress: collection.contractAddress,
    title: collection.name,
    subtitle: collection.description?.trim() ?? '',
    backgroundImageUrl: collection.backgroundImage,
    featured: false,
    variant: 'default',
  };
}
