import * as z from 'zod/v4';
import { DecimalStringSchema, TransactionHashSchema } from './common';
import { coded } from '../i18n/validation';

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
  /** The marketplace fee the same proxy call sent (USD), and to whom; 0 and null without one. */
  feeAmount: DecimalStringSchema,
  feeAddress: z.string().nullable(),
  /** Deep enough to count. */
  confirmed: z.boolean(),
  seenAt: z.iso.datetime(),
});
export type ReceivedPayment = z.infer<typeof ReceivedPaymentSchema>;

/**
 * A marketplace fee a payment request is due with (an asset-store sale): paid by the buyer on top
 * of the price, through the proxy's fee slot with the request's reference, to `recipient`.
 */
export const PaymentFeeSchema = z.object({
  recipient: z.string(),
  /** Percent of the price (at most 2 decimals). */
  percentage: z.number(),
  /** USD due to the recipient. */
  amount: DecimalStringSchema,
  /** The token's smallest units due. */
  amountUnits: z.string().regex(/^\d+$/),
  /** Confirmed so far (USD). */
  receivedAmount: DecimalStringSchema,
  /** Still to pay (USD), and in the token's units (0 once seen and confirmed payments cover it). */
  missingAmount: DecimalStringSchema,
  missingUnits: z.string().regex(/^\d+$/),
});
export type PaymentFee = z.infer<typeof PaymentFeeSchema>;

/**
 * A payment the suite waits for, with everything the payer's wallet needs: approve `proxyAddress` for
 * `amountUnits` of `tokenAddress` (plus the fees), then call its `transferFromWithReferenceAndFee(token,
 * receiver, amount, reference, feeAmount, feeAddress)` — the first fee in the same call (0, 0x0
 * without fees), each further fee in a call of its own paying 0 to the receiver. Only transfers
 * carrying `reference` count, so a payment can never be claimed by another order, nor a stranger's
 * transfer by this one; the request is paid once the price AND every fee are confirmed.
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
  /** Marketplace fees due besides the price (empty for every payment not sold through an asset store). */
  fees: z.array(PaymentFeeSchema),
  expiresAt: z.iso.datetime(),
  requiredConfirmations: z.number().int().min(1),
  payments: z.array(ReceivedPaymentSchema),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;

/** A transaction the payer reports having sent for a request (the chain is read to see what it carries). */
export const ReportPaymentInputSchema = z.object({
  id: z.uuid(coded('id')),
  hash: TransactionHashSchema,
});

/** One call of the proxy's `transferFromWithReferenceAndFee` (with the request's token and reference). */
export interface PaymentProxyCall {
  to: string;
  amount: bigint;
  feeAmount: bigint;
  /** Null: no fee (the zero address is passed). */
  feeAddress: string | null;
}

/**
 * The proxy calls that pay what is missing of a request (ADR 0011): the price with the first
 * marketplace fee in its fee slot — one transaction when there is at most one fee recipient —
 * then, per further recipient, a call paying 0 to the receiver and the fee in its slot, all with
 * the same reference.
 */
export function paymentProxyCalls(
  payment: Pick<PaymentRequest, 'receiverAddress' | 'missingUnits' | 'fees'>,
): PaymentProxyCall[] {
  const price = BigInt(payment.missingUnits);
  const [first, ...rest] = payment.fees.filter((fee) => BigInt(fee.missingUnits) > 0n);
  const calls: PaymentProxyCall[] = [];
  if (price > 0n || first) {
    calls.push({
      to: payment.receiverAddress,
      amount: price,
      feeAmount: first ? BigInt(first.missingUnits) : 0n,
      feeAddress: first?.recipient ?? null,
    });
  }
  for (const fee of rest) {
    calls.push({
      to: payment.receiverAddress,
      amount: 0n,
      feeAmount: BigInt(fee.missingUnits),
      feeAddress: fee.recipient,
    });
  }
  return calls;
}

type HexString = `0x${string}`;

function isHexString(value: string): value is HexString {
  return /^0x[0-9a-f]*$/.test(value);
}

/** An address in lower case, as the ABI encoder takes it (no viem here: this module loads with every screen). */
function lowerAddress(value: string): HexString {
  const lower = value.toLowerCase();
  if (!isHexString(lower) || lower.length !== 42) throw new Error(`Not an address: ${value}`);
  return lower;
}

const ZERO_ADDRESS: HexString = '0x0000000000000000000000000000000000000000';

/**
 * The arguments of the proxy's `transferFromWithReferenceAndFee` for one of `paymentProxyCalls`:
 * token, receiver, amount, the request's reference, fee amount and fee recipient (the zero address
 * without a fee).
 */
export function paymentProxyArgs(
  payment: Pick<PaymentRequest, 'tokenAddress' | 'reference'>,
  call: PaymentProxyCall,
): readonly [HexString, HexString, bigint, HexString, bigint, HexString] {
  if (!isHexString(payment.reference)) throw new Error(`Not a payment reference: ${payment.reference}`);
  return [
    lowerAddress(payment.tokenAddress),
    lowerAddress(call.to),
    call.amount,
    payment.reference,
    call.feeAmount,
    call.feeAddress ? lowerAddress(call.feeAddress) : ZERO_ADDRESS,
  ];
}

/** The token units the payer's allowance must cover: what is missing of the price and of each fee. */
export function paymentDueUnits(payment: Pick<PaymentRequest, 'missingUnits' | 'fees'>): bigint {
  return payment.fees.reduce((total, fee) => total + BigInt(fee.missingUnits), BigInt(payment.missingUnits));
}
