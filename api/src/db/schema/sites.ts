import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { WidgetChange } from '@suite/shared/widget';
import { ownerId, users } from './identity';

/**
 * A widget (the seed's "site"): its config is kept as the JSON text the editor saves. `name` copies
 * config.name so the picker can search it without parsing JSON in SQL; `domain` copies config.domain
 * (null when none), so a custom domain is one site's and a visitor's host name finds it by an index.
 */
export const widgets = pgTable(
  'widgets',
  {
    // Numeric ids, as the seed's breadcrumb shows them ("Edit widget id {id}").
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: ownerId(),
    kit: text('kit').notNull(),
    name: text('name').notNull(),
    config: text('config').notNull(),
    domain: text('domain'),
    /** Bumped by every save; a save based on an older version is refused (no lost update). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('widgets_owner_id_idx').on(table.ownerId, table.id),
    uniqueIndex('widgets_domain_unique').on(table.domain),
    check('widgets_kit_known', sql`${table.kit} in ('NFT', 'Swap', 'Commerce', 'Full')`),
  ],
);

/**
 * A widget's config as one save (or its creation, or a restore) left it, for the History panel: the
 * last WIDGET_VERSIONS_KEPT per widget are kept. `changes` are against the version before it, worked
 * out once at the save (the first WIDGET_CHANGES_KEPT of them; `change_count` counts them all), so
 * listing never parses configs. Deleted with the widget.
 */
export const widgetVersions = pgTable(
  'widget_versions',
  {
    widgetId: integer('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    /** The widget's `version` after that save. */
    number: integer('number').notNull(),
    /** The JSON text as stored in `widgets.config`. */
    config: text('config').notNull(),
    /** The wallet signed in when it was saved; null for the version a widget had when history began. */
    savedBy: text('saved_by'),
    restoredFrom: integer('restored_from'),
    changes: jsonb('changes').$type<WidgetChange[]>().notNull(),
    changeCount: integer('change_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.widgetId, table.number] })],
);

/** One API key per user; rotating replaces the key value, the row (and its usage) stays. */
export const apiKeys = pgTable('api_keys', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: uuid('key').notNull().unique().defaultRandom(),
  createdAt: createdAt(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/**
 * Requests counted per user and UTC month (not per key value), so rotating the key cannot reset
 * the free monthly allowance.
 */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    ownerId: ownerId(),
    /** `YYYY-MM` in UTC. */
    month: text('month').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.month] })],
);

/** Leaderboards a ranking section shows, per widget. */
export const leaderboards = pgTable(
  'leaderboards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: ownerId(),
    siteId: integer('site_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    /**
     * The SHA-256 (hex) of the secret a site's server posts scores with, or null while the owner has
     * made none; the secret itself is answered once, when it is made, and never stored.
     */
    scoreKeyHash: text('score_key_hash'),
    scoreKeyCreatedAt: timestamp('score_key_created_at', { withTimezone: true }),
  },
  (table) => [index('leaderboards_site_id_idx').on(table.siteId, table.id)],
);

/**
 * One wallet's score on a leaderboard: one entry per wallet (stored in lower case). `scoredAt` is when
 * the current score was set, the tie-breaker of the ranking (earlier first, then id).
 */
export const leaderboardEntries = pgTable(
  'leaderboard_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    score: numeric('score', { precision: 16, scale: 4, mode: 'number' }).notNull(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leaderboard_entries_wallet_idx').on(table.leaderboardId, table.address),
    index('leaderboard_entries_ranking_idx').on(
      table.leaderboardId,
      table.score.desc(),
      table.scoredAt,
      table.id,
    ),
    check('leaderboard_entries_address_lower', sql`${table.address} = lower(${table.address})`),
  ],
);

/** Images a user uploaded for the image picker; their bytes are in `image_blobs`. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    /** Random stored name, served at /api/uploads/<file> (never the client's name). */
    file: text('file').notNull().unique(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('images_owner_id_created_at_idx').on(table.ownerId, table.createdAt, table.id)],
);

/** PostgreSQL's byte string; node-postgres reads it as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * An image's bytes, in the database so every API instance serves the same ones. A table apart from
 * `images` so that listing images never reads them. A row uploaded before this table existed may
 * have none yet: its file is copied in from UPLOADS_DIR when first requested (see http/uploads.ts).
 */
export const imageBlobs = pgTable('image_blobs', {
  imageId: uuid('image_id')
    .primaryKey()
    .references(() => images.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

/**
 * A campaign claim (the Web Summit airdrop); one per user and campaign, and one per wallet and campaign: a
 * wallet moved to another account does not claim again there (claims made before hold the account's first wallet).
 */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    campaignId: integer('campaign_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The wallet (lower-case) the claim was made for: the account's first (listed) wallet that had not claimed. */
    address: text('address'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.userId] }),
    uniqueIndex('campaign_claims_campaign_address_unique').on(table.campaignId, table.address),
  ],
);
