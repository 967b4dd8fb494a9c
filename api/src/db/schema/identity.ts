import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    // gen_random_uuid() is built into PostgreSQL 13+, so the same migration runs on PGlite and PG 15.
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').unique(),
    createdAt: createdAt(),
    bio: text('bio'),
    /** The widget (site) the profile was first saved from; set once. */
    createdOnSiteId: text('created_on_site_id'),
    // Store profile (seed 001 §3 "Store profile form").
    storeTitle: text('store_title'),
    storeName: text('store_name'),
    profileImageUrl: text('profile_image_url'),
    backgroundImageUrl: text('background_image_url'),
    storeDescription: text('store_description'),
    storeAccount: text('store_account'),
    // NFT profile picture; the token id is a uint256, kept as its decimal text.
    nftChainId: integer('nft_chain_id'),
    nftAddress: text('nft_address'),
    nftId: text('nft_id'),
  },
  // Usernames are stored lower-case; the index also guards rows written by any other path.
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** A row's owner: a user, whose rows go with it. */
export const ownerId = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A wallet address linked to a user. An address belongs to at most one user. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    // Stored lower-case so lookups never depend on the checksum casing a wallet happens to send.
    address: text('address').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('user_accounts_user_id_idx').on(table.userId),
    check('user_accounts_address_lower_case', sql`${table.address} = lower(${table.address})`),
  ],
);

/** Issued sign-in (SIWE) messages. A nonce is single-use: `used_at` is set once, atomically. */
export const signInNonces = pgTable(
  'sign_in_nonces',
  {
    nonce: text('nonce').primaryKey(),
    address: text('address').notNull(),
    /** The exact message issued: the signature is verified against this text, not the client's copy. */
    message: text('message').notNull(),
    domain: text('domain').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_nonces_address_issued_at_idx').on(table.address, table.issuedAt)],
);

/** Sessions live here (not in memory) so they can be revoked and any API instance can serve them. */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the random token in the cookie: a database leak does not leak usable cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the session signed in with (lower-case). */
    address: text('address').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_address_idx').on(table.address),
  ],
);

export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * Rate-limit counts every API instance shares on PostgreSQL, in the shape rate-limiter-flexible's
 * RateLimiterPostgres reads and writes: `key` is the limiter's name and the client, `expire` the end
 * of the window in epoch milliseconds. Expired rows are pruned (db/pruning.ts).
 */
export const rateLimits = pgTable(RATE_LIMITS_TABLE, {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
