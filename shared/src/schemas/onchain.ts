import * as z from 'zod/v4';
import { AddressSchema, ChainIdTextSchema } from './common';
import { NftTokenIdSchema } from './profile';

export const AssetLookupInputSchema = z.object({
  chainId: ChainIdTextSchema,
  contractAddress: AddressSchema,
  tokenId: z.preprocess((value) => (value === '' ? undefined : value), NftTokenIdSchema.optional()),
});
export type AssetLookupInput = z.input<typeof AssetLookupInputSchema>;

/** A collection (and optionally one token of it) as read on chain. */
export const AssetSchema = z.object({
  chainId: z.number().int(),
  /** The contract address, lower-case. */
  contractAddress: z.string(),
  /** The token id when one was asked for, else null (the collection itself). */
  id: z.string().nullable(),
  /** The contract's `name()`. */
  collectionName: z.string(),
  /** `{collectionName} #{id}` for a token, the collection name otherwise (metadata is not fetched). */
  name: z.string(),
  symbol: z.string(),
  /** ERC-721 `tokenURI(id)` when the contract has it. */
  tokenURI: z.string().nullable(),
});
export type Asset = z.infer<typeof AssetSchema>;

/** The public NFT read (`AssetLookupInputSchema`): a collection (no token id), or one token of it. */
export type NftMetadataInput = AssetLookupInput;

export const NFT_STANDARDS = ['erc721', 'erc1155'] as const;

export const NftAttributeSchema = z.object({
  traitType: z.string().nullable(),
  value: z.union([z.string(), z.number(), z.boolean()]),
});

/**
 * A collection or one NFT as visitors see it: read on chain, its metadata resolved through
 * `tokenURI` (ERC-721) or `uri` (ERC-1155). `metadataError` says why the metadata could not be read
 * (the name then falls back to `{collectionName} #{tokenId}` and there is no image).
 */
export const NftMetadataSchema = z.object({
  chainId: z.number().int(),
  /** Lower-case. */
  contractAddress: z.string(),
  standard: z.enum(NFT_STANDARDS).nullable(),
  /** The contract's `name()`, null when it has none (common for ERC-1155). */
  collectionName: z.string().nullable(),
  symbol: z.string().nullable(),
  /** Null for the collection itself. */
  tokenId: z.string().nullable(),
  /** The token's metadata URI (the collection's `contractURI` without a token), as the contract gives it. */
  tokenURI: z.string().nullable(),
  /** The metadata's name, else `{collectionName} #{tokenId}` (or the collection's name). */
  name: z.string(),
  description: z.string().nullable(),
  /** An http(s) URL (ipfs:// through the API's gateway) or a raster data image. */
  image: z.string().nullable(),
  attributes: z.array(NftAttributeSchema),
  metadataError: z.string().nullable(),
  /** When the API read it (answers come from its cache until it expires). */
  readAt: z.iso.datetime(),
});
export type NftMetadata = z.infer<typeof NftMetadataSchema>;

/** The chains whose RPC this API can read: only there can NFTs be read or payments verified. */
export const ReadableChainsSchema = z.object({ chainIds: z.array(z.number().int()) });
export type ReadableChains = z.infer<typeof ReadableChainsSchema>;

/** The public collection page lists at most this many of a collection's NFTs. */
export const COLLECTION_TOKENS_MAX = 48;

export const CollectionTokensInputSchema = AssetLookupInputSchema.pick({
  chainId: true,
  contractAddress: true,
});
export type CollectionTokensInput = z.input<typeof CollectionTokensInputSchema>;

/**
 * The first NFTs of a collection, in minting order: ERC-1155 from its mint events (TransferSingle /
 * TransferBatch), ERC-721 through Enumerable, else its mint events.
 */
export const CollectionTokensSchema = z.object({
  tokenIds: z.array(z.string()),
  /** False when the collection has more than `COLLECTION_TOKENS_MAX`. */
  complete: z.boolean(),
});
export type CollectionTokens = z.infer<typeof CollectionTokensSchema>;
