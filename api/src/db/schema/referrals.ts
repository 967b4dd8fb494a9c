import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { widgets } from './sites';

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => widgets.id, { onDelete: 'cascade' });

/**
 * A visit through a referrer's `?ref=` link on a widget, one row per visitor key: reloading or
 * coming back through the same link counts once. Addresses are stored lower-case.
 */
export const referralVisits = pgTable(
  'referral_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteId(),
    referrer: text('referrer').notNull(),
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('referral_visits_once').on(table.siteId, table.referrer, table.visitorKey)],
);

/**
 * A wallet connected on a widget's page after a visit through a link: each wallet counts once per
 * widget (for the first referrer), and each recorded visit brings at most one wallet, so sign-ups
 * never outnumber visits.
 */
export const referralSignups = pgTable(
  'referral_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: siteId(),
    referrer: text('referrer').notNull(),
    visitorKey: text('visitor_key').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('referral_signups_wallet_once').on(table.siteId, table.address),
    unique('referral_signups_visit_once').on(table.siteId, table.referrer, table.visitorKey),
    index('referral_signups_referrer_idx').on(table.siteId, table.referrer),
  ],
);
