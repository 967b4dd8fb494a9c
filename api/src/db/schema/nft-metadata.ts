import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The public NFT read's answers (`GET /onchain/nft`), so visitors of a page do not make the API read
 * the chain and the metadata server on every view. `token_id` is '' for the collection itself;
 * `contract_address` is lower-case. A row is served until `expires_at` (NFT_METADATA_TTL_SECONDS,
 * shorter when the metadata could not be read), then read again; the pruning worker deletes
 * expired rows.
 */
export const nftMetadataCache = pgTable(
  'nft_metadata_cache',
  {
    chainId: integer('chain_id').notNull(),
    contractAddress: text('contract_address').notNull(),
    tokenId: text('token_id').notNull(),
    /** The answer as the contract's NftMetadataSchema gives it. */
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.contractAddress, table.tokenId] }),
    index('nft_metadata_cache_expires_at_idx').on(table.expiresAt),
  ],
);
