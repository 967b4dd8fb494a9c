import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { widgets } from './sites';

/**
 * What a site's wallet section keeps for one visitor, known by their wallet address (checksummed): the
 * ERC-20 tokens and NFTs they imported or sorted, as `WalletAssetsSchema` gives them. A save is signed
 * by the wallet; `signed_at` is the time in the last accepted signature, and a save must be signed
 * later (an old signature cannot be replayed). Deleted with the site.
 */
export const walletAssets = pgTable(
  'wallet_assets',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    tokens: jsonb('tokens').notNull(),
    nfts: jsonb('nfts').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.address] })],
);
