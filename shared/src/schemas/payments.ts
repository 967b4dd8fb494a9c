import { z } from 'zod';
import { DecimalStringSchema, TransactionHashSchema } from './common';

/** What a payment request is for: an order (paid to the seller) or credits (paid to the platform). */
export const PAYMENT_PURPOSES = ['order', 'credits'] as const;
export const PAYMENT_REQUEST_STATUSES = ['open', 'paid', 'expired', 'closed'] as const;

/**
 * How far a payment is, as the customer and the seller are told:
 * - `awaiting`: nothing seen on chain yet;
 * - `confirming`: a payment is seen, not yet deep enough to count;
 * - `underpaid`: confirmed payments are less than the total (the rest can still be paid);
 * - `paid`: the total (or more) is confirmed;
 * - `expired`: nothing arrived in time;
 * - `closed`: the seller settled it (accepted a short payment, refunded, cancelled).
 */
export const PAYMENT_PROGRESS = ['awaiting', 'confirming', 'underpaid', 'paid', 'expired', 'closed'] as const;
export const PaymentProgressSchema = z.enum(PAYMENT_PROGRESS);
export type PaymentProgress = z.infer<typeof PaymentProgressSchema>;

/** 8 random bytes: what the payment proxy logs with the transfer, binding it to one request. */
export const PaymentReferenceSchema = z.string().regex(/^0x[0-9a-f]{16}$/, 'Must be a payment reference');

/** One transfer carrying the request's reference, as read from the chain. */
export const ReceivedPaymentSchema = z.object({
  hash: z.string(),
  /** USD (stablecoin units). */
  amount: DecimalStringSchema,
  payer: z.string(),
  /** Deep enough to count. */
  confirmed: z.boolean(),
  seenAt: z.iso.datetime(),
});
export type ReceivedPayment = z.infer<typeof ReceivedPaymentSchema>;

/**
 * A payment the suite waits for, with everything the payer's wallet needs: approve `proxyAddress` for
 * `amountUnits` of `tokenAddress`, then call its `transferFromWithReferenceAndFee(token, receiver,
 * amount, reference, 0, 0x0)`. Only transfers carrying `reference` count, so a payment can never be
 * claimed by another order, nor a stranger's transfer by this one.
 */
export const PaymentRequestSchema = z.object({
  id: z.string(),
  chainId: z.number().int(),
  tokenAddress: z.string(),
  receiverAddress: z.string(),
  proxyAddress: z.string(),
  reference: PaymentReferenceSchema,
  /** USD due. */
  amount: DecimalStringSchema,
  /** The token's smallest units due (an integer as a string). */
  amountUnits: z.string().regex(/^\d+$/),
  /** Confirmed so far (USD). */
  receivedAmount: DecimalStringSchema,
  /** Seen but not confirmed yet (USD). */
  pendingAmount: DecimalStringSchema,
  /** What is still to pay (USD; 0 once seen and confirmed payments cover the total). */
  missingAmount: DecimalStringSchema,
  /** The token units still to pay. */
  missingUnits: z.string().regex(/^\d+$/),
  /** Confirmed above the total (USD), or null. */
  overpaidAmount: DecimalStringSchema.nullable(),
  progress: PaymentProgressSchema,
  expiresAt: z.iso.datetime(),
  requiredConfirmations: z.number().int().min(1),
  payments: z.array(ReceivedPaymentSchema),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/** A transaction the payer reports having sent for a request (the chain is read to see what it carries). */
export const ReportPaymentInputSchema = z.object({
  id: z.uuid('Must be an id'),
  hash: TransactionHashSchema,
});
