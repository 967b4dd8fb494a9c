import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { checkouts, products } from './catalog';
import { ownerId, users } from './identity';
import {
  type NotificationParams,
  type OrderFailure,
  type ShippingAddress,
  ORDER_STATUSES,
} from '@suite/shared';
import { CREDIT_ENTRY_KINDS, WEBHOOK_DELIVERY_STATUSES, type CreditEntryParams } from '@suite/shared/schemas';

/** The seller's receiver (where payments go, who is told) and webhook settings; one row per user. */
export const checkoutSettings = pgTable('checkout_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Lower-case 0x address; null until the owner saves it. */
  receiverAddress: text('receiver_address'),
  receiverEmail: text('receiver_email'),
  webhookUrl: text('webhook_url'),
  webhookSecret: text('webhook_secret'),
  updatedAt: updatedAt(),
});

/** The chains on which a seller accepts payments. */
export const checkoutNetworks = pgTable(
  'checkout_networks',
  {
    ownerId: ownerId(),
    chainId: integer('chain_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.chainId] })],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seller. */
    ownerId: ownerId(),
    siteId: text('site_id').notNull(),
    // Deleting a checkout keeps the orders paid through it.
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Pending'),
    /**
     * The first transaction seen paying this order (lower-case), for the seller's link to the chain;
     * null until a payment carrying the order's reference is seen. Every payment is in received_payments.
     */
    hash: text('hash'),
    chainId: integer('chain_id').notNull(),
    /** The stablecoin token contract paid in (lower-case). */
    contractAddress: text('contract_address').notNull(),
    /** The wallet the customer said they pay from (lower-case). */
    senderAddress: text('sender_address').notNull(),
    amount: money('amount').notNull(),
    email: text('email'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
    /** The seller's receiver when the order was placed (lower-case): the payment must reach it. */
    receiverAddress: text('receiver_address'),
    /** What the confirmed payments carried (USD), and how much above the total. */
    paidAmount: money('paid_amount'),
    overpaidAmount: money('overpaid_amount'),
    /** Why the order was not paid (status TransactionFailed or an expired Cancelled). */
    failureReason: text('failure_reason'),
    /** The same as a code and its values (`OrderFailure`), for a page to word in its language. */
    failure: jsonb('failure').$type<OrderFailure>(),
    /** Why the seller refunded it (required for an underpaid order). */
    refundReason: text('refund_reason'),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull().default(1),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The NFT a site's asset store listing sold (chain, contract in lower case, token id without
     * leading zeros); null for any other order. A paid order naming it closes the listing (ADR 0033).
     */
    nftChainId: integer('nft_chain_id'),
    nftContractAddress: text('nft_contract_address'),
    nftTokenId: text('nft_token_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_owner_id_created_at_idx').on(table.ownerId, table.createdAt, table.id),
    index('orders_owner_id_nft_idx')
      .on(table.ownerId, table.nftContractAddress, table.nftTokenId)
      .where(sql`${table.nftTokenId} is not null`),
    check(
      'orders_nft_whole',
      sql`(${table.nftChainId} is null) = (${table.nftTokenId} is null) and (${table.nftContractAddress} is null) = (${table.nftTokenId} is null)`,
    ),
    check(
      'orders_status_known',
      sql`${table.status} in ('PaymentConfirmed', 'Pending', 'Finalized', 'Refunded', 'Cancelled', 'TransactionFailed')`,
    ),
    check('orders_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** What was bought, priced at order time: later product edits never change a past order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // A deleted product leaves the order history intact (title, price and image are copied).
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    price: money('price').notNull(),
    quantity: integer('quantity').notNull(),
    imageUrl: text('image_url'),
    /**
     * A digital product's protected content as it was when ordered (null for any other product, or
     * one without content): the buyer's receipt page shows it whatever later becomes of the product.
     */
    content: text('content'),
    position: integer('position').notNull(),
  },
  (table) => [
    index('order_items_order_id_idx').on(table.orderId, table.position),
    index('order_items_product_id_idx').on(table.productId),
    check('order_items_quantity_range', sql`${table.quantity} between 1 and 100`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    /** What happened, e.g. `order.created`; the UI may pick an icon by it. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** What a page needs to word it in its language (`NotificationParams`). */
    params: jsonb('params').$type<NotificationParams>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('notifications_owner_id_created_at_idx').on(table.ownerId, table.createdAt, table.id)],
);

/**
 * A user's credits (USD). The balance is also the sum of the ledger below. Charges that may be
 * refused take only what is there (`takeCredits`); the fee of an order its buyer paid is taken
 * whatever is left, so a balance below zero is what the store owes (ADR 0027).
 */
export const creditAccounts = pgTable('credit_accounts', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default('free'),
  creditsAvailable: money('credits_available').notNull().default('0'),
  creditsUsed: money('credits_used').notNull().default('0'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Every change of a credit balance: positive grants and top-ups, negative charges. A line with a
 * `period` (API use of one month) is one line per owner and period, its amount growing with each read.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: ownerId(),
    kind: text('kind', { enum: CREDIT_ENTRY_KINDS }).notNull().default('grant'),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** What the line is about, for a page to word it in its own language (`reason` is the English). */
    params: jsonb('params').$type<CreditEntryParams>(),
    period: text('period'),
    createdAt: createdAt(),
  },
  (table) => [
    index('credit_transactions_owner_id_created_at_idx').on(table.ownerId, table.createdAt),
    unique('credit_transactions_owner_kind_period_unique').on(table.ownerId, table.kind, table.period),
    check(
      'credit_transactions_kind_known',
      sql`${table.kind} in ('top-up', 'order', 'feature', 'api', 'grant')`,
    ),
  ],
);

/** A premium feature paid with credits: active while enabled and before `active_until`. */
export const featureSubscriptions = pgTable(
  'feature_subscriptions',
  {
    ownerId: ownerId(),
    feature: text('feature').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    activeUntil: timestamp('active_until', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.feature] })],
);

/**
 * The webhook outbox: one row per event to deliver to the seller's webhook URL, written in the same
 * transaction as the event, so an event is announced iff it happened. `id` is the Standard Webhooks
 * `webhook-id`, the same on every attempt; `payload` is the exact body, signed again on each attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    ownerId: ownerId(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    /** `attempt_count` when the current round of retries began (0, or at the last redelivery). */
    roundStartAttempt: integer('round_start_attempt').notNull().default(0),
    /** When the next attempt is due (pending), or how long a running attempt holds it; null when done. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('webhook_deliveries_owner_id_created_at_idx').on(table.ownerId, table.createdAt, table.id),
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('webhook_deliveries_status_known', sql`${table.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Every attempt to deliver a webhook, with what the receiver answered (the delivery log). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    url: text('url').notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (table) => [index('webhook_attempts_delivery_id_idx').on(table.deliveryId, table.attemptedAt)],
);
