import { z } from 'zod';
import { AddressSchema } from '../schemas/common';

/** Default chain of a new asset or collection item (seed 000 §9). */
export const DEFAULT_ITEM_CHAIN_ID = 1;

const ChainIdSchema = z.number('Chain is required').int().positive('Chain is required');

/** One NFT shown by a section (call-to-action, featured, collections): seed 000 §3. */
export const NftAssetItemSchema = z.object({
  type: z.literal('asset'),
  chainId: ChainIdSchema,
  contractAddress: AddressSchema,
  tokenId: z.string('Token ID is required').trim().min(1, 'Token ID is required'),
  title: z.string('Title is required').trim().min(1, 'Title is required'),
});
export type NftAssetItem = z.infer<typeof NftAssetItemSchema>;

export const NFT_COLLECTION_ITEM_VARIANTS = ['default', 'simple'] as const;

/** One NFT collection shown by a section: seed 000 §3. */
export const NftCollectionItemSchema = z.object({
  type: z.literal('collection'),
  chainId: ChainIdSchema,
  contractAddress: AddressSchema,
  title: z.string('Title is required').trim().min(1, 'Title is required'),
  subtitle: z.string('Subtitle is required').trim().min(1, 'Subtitle is required'),
  backgroundImageUrl: z.url({ protocol: /^https?$/, error: 'Must be a valid http(s) URL' }),
  featured: z.boolean(),
  variant: z.enum(NFT_COLLECTION_ITEM_VARIANTS),
});
export type NftCollectionItem = z.infer<typeof NftCollectionItemSchema>;

export const PageItemSchema = z.discriminatedUnion('type', [NftAssetItemSchema, NftCollectionItemSchema]);
export type PageItem = z.infer<typeof PageItemSchema>;
export type PageItemType = PageItem['type'];
