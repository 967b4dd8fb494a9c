import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { PAYMENT_PURPOSES, PAYMENT_REQUEST_STATUSES } from '@suite/shared/schemas';
import { orders } from './commerce';
import { users } from './identity';

/**
 * A payment the suite waits for: an order's (to the seller's receiver) or a credits top-up (to the
 * platform's receiver). The customer pays through Request Network's ERC20FeeProxy with `reference`,
 * which the proxy logs on chain, so a transfer counts for this request and no other, whoever sent
 * it and whoever reports it. The payment worker reads those logs until the request is paid or expires.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    /** The seller of the order, or the user buying credits. */
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    /** All lower-case 0x-hex. */
    tokenAddress: text('token_address').notNull(),
    receiverAddress: text('receiver_address').notNull(),
    proxyAddress: text('proxy_address').notNull(),
    /** 8 random bytes, 0x-hex: what the proxy logs (`paymentReference`). */
    reference: text('reference').notNull().unique(),
    /** USD (stablecoin units) due. */
    amount: money('amount').notNull(),
    /** Confirmed payments so far (USD). */
    receivedAmount: money('received_amount').notNull().default('0'),
    /** Credits top-ups: how much of `receivedAmount` has been granted as credits. */
    creditedAmount: money('credited_amount').notNull().default('0'),
    requiredConfirmations: integer('required_confirmations').notNull(),
    /** Logs are read from this block on (the chain's head when the request was made, less a margin). */
    startBlock: bigint('start_block', { mode: 'bigint' }).notNull(),
    /**
     * The payment worker has read the proxy's logs up to this block (null: not yet). Its next read
     * starts a few blocks before (a reorganisation) or at the earliest unconfirmed payment, whichever
     * is lower, so a request open for days never asks an RPC for its whole history at once.
     */
    scannedBlock: bigint('scanned_block', { mode: 'bigint' }),
    /** Without any payment by then, the request expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: PAYMENT_REQUEST_STATUSES }).notNull().default('open'),
    /** When the payment worker reads the chain for it next; null once it is paid, closed, or no longer watched. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).defaultNow(),
    /** Checks claimed since the worker last read the chain for it: what a failed read backs off by. */
    checkAttempts: integer('check_attempts').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payment_requests_owner_id_created_at_idx').on(table.ownerId, table.purpose, table.createdAt),
    // The payment worker's queue: open requests, and expired ones watched for a late payment (a
    // request paid, closed or no longer watched has no next check).
    index('payment_requests_due_idx')
      .on(table.nextCheckAt)
      .where(sql`${table.nextCheckAt} is not null`),
    check('payment_requests_amount_positive', sql`${table.amount} > 0`),
    check('payment_requests_purpose_known', sql`${table.purpose} in ('order', 'credits')`),
    check('payment_requests_status_known', sql`${table.status} in ('open', 'paid', 'expired', 'closed')`),
    check(
      'payment_requests_order_purpose',
      sql`(${table.purpose} = 'order') = (${table.orderId} is not null)`,
    ),
  ],
);

/**
 * One payment log of the proxy carrying a request's reference. The chain, transaction and log index
 * identify it: however often it is read, reported, or by how many API instances, it counts once.
 */
export const receivedPayments = pgTable(
  'received_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    /** Who paid: the transaction's sender (lower-case). */
    payerAddress: text('payer_address').notNull(),
    /** Paid to the request's receiver (USD). */
    amount: money('amount').notNull(),
    /** The marketplace fee the same proxy call sent (USD), and to whom (lower-case); 0 and null without. */
    feeAmount: money('fee_amount').notNull().default('0'),
    feeAddress: text('fee_address'),
    /** Set once the block is deep enough; until then the payment is seen, not counted. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('received_payments_log_unique').on(table.chainId, table.txHash, table.logIndex),
    index('received_payments_request_id_idx').on(table.requestId, table.blockNumber),
  ],
);

/**
 * A marketplace fee an order's payment request is due with (a sale through a site's asset store):
 * decided by the server from the widget's settings when the order is placed, paid by the buyer on
 * top of the price to `recipient_address` through the proxy's fee slot with the request's reference.
 * One row per recipient; the request is paid once the price and every fee are confirmed.
 */
export const paymentRequestFees = pgTable(
  'payment_request_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => paymentRequests.id, { onDelete: 'cascade' }),
    /** The order the buyer is shown the fees in. */
    position: integer('position').notNull(),
    /** Lower-case 0x-hex. */
    recipientAddress: text('recipient_address').notNull(),
    /** Percent of the price, as the widget said when the order was placed. */
    percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
    /** USD due (rounded down to the micro-dollar). */
    amount: money('amount').notNull(),
    /** The site (widget) whose settings it came from. */
    siteId: integer('site_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('payment_request_fees_recipient_unique').on(table.requestId, table.recipientAddress),
    check('payment_request_fees_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * E-mails to send (order receipts to buyers, new-order messages to sellers), written in the same
 * transaction as the event they tell of and sent by the mail worker, retried with backoff.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('email_outbox_status_known', sql`${table.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Secrets the API makes for itself on first start and every instance shares, e.g. the key that signs
 * receipt links (so a buyer's link can be rebuilt for an e-mail without storing it).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
