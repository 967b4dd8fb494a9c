import { z } from 'zod';
import { AddressSchema } from './common';
import { NftTokenIdSchema } from './profile';

export const AssetLookupInputSchema = z.object({
  chainId: z.coerce.number().int().positive('Must be a chain id'),
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
