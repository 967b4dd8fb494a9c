import * as z from 'zod/v4';
import { AddressSchema, ChainIdSchema, DecimalStringSchema, hasAtMostDecimals } from './common';
import { limitSchema, PageSchema, pagedSchema } from './paging';
import { coded, required } from '../i18n/validation';

export const CREDIT_PLANS = ['free'] as const;

export const CreditsAccountSchema = z.object({
  /** Exact USD amounts; the UI shows 4 decimals. */
  creditsAvailable: DecimalStringSchema,
  creditsUsed: DecimalStringSchema,
  plan: z.string(),
});
export type CreditsAccount = z.infer<typeof CreditsAccountSchema>;

export const CreditPlanInputSchema = z.object({
  plan: z.enum(CREDIT_PLANS, { message: "Must be 'free'" }),
});

export const PREMIUM_FEATURES = ['powered-by', 'custom-domain', 'widget-signature'] as const;
export const PremiumFeatureSchema = z.enum(PREMIUM_FEATURES, {
  message: `Must be one of ${PREMIUM_FEATURES.join(', ')}`,
});
export type PremiumFeature = z.infer<typeof PremiumFeatureSchema>;

export const FeatureInputSchema = z.object({ feature: PremiumFeatureSchema });

export const FeatureStatusSchema = z.object({
  feature: PremiumFeatureSchema,
  active: z.boolean(),
  /** When the paid month ends; null when never unlocked. */
  activeUntil: z.iso.datetime().nullable(),
});
export type FeatureStatus = z.infer<typeof FeatureStatusSchema>;

/** Credits bought: an amount in USD of a stablecoin, paid on chain to the platform's receiver. */
export const CREDITS_TOP_UP_MIN_USD = 1;
export const CREDITS_TOP_UP_MAX_USD = 100_000;

export const CreditsTopUpInputSchema = z.object({
  chainId: ChainIdSchema,
  tokenAddress: AddressSchema,
  amount: z
    .number(required)
    .min(CREDITS_TOP_UP_MIN_USD, coded('atLeastUsd', { min: CREDITS_TOP_UP_MIN_USD }))
    .max(CREDITS_TOP_UP_MAX_USD, coded('atMostUsd', { max: CREDITS_TOP_UP_MAX_USD }))
    .refine((value) => hasAtMostDecimals(value, 2), coded('atMostDecimals', { max: 2 })),
});
export type CreditsTopUpInput = z.infer<typeof CreditsTopUpInputSchema>;

/** Where credits can be bought on this server: the networks (and their stablecoins) it can verify. */
export const CreditsTopUpOptionsSchema = z.object({
  networks: z.array(
    z.object({
      chainId: z.number().int(),
      tokens: z.array(z.object({ address: z.string(), symbol: z.string(), decimals: z.number().int() })),
    }),
  ),
  /** Why no network is offered, when none is. */
  unavailableReason: z.string().nullable(),
});
export type CreditsTopUpOptions = z.infer<typeof CreditsTopUpOptionsSchema>;

export const CREDIT_ENTRY_KINDS = ['top-up', 'order', 'feature', 'api', 'grant'] as const;

/** The grants the server writes for a reason of its own: the demo store's credits, the Web Summit airdrop. */
export const CREDIT_GRANTS = ['demo', 'webSummit'] as const;

/**
 * What a line of the credits history is about, kept when it was written, so a page words it in its
 * own language (`kind` says which words); the line's `description` is those words in English.
 */
export const CreditEntryParamsSchema = z.object({
  /** A top-up: the chain it was paid on. */
  chainId: z.number().int().optional(),
  /** An order's fee: the order. */
  orderId: z.string().optional(),
  /** A premium feature unlocked, and until when. */
  feature: PremiumFeatureSchema.optional(),
  until: z.iso.datetime().optional(),
  /** API reads beyond the free tier: their month, `YYYY-MM`. */
  month: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional(),
  /** A grant the server made: what for. */
  grant: z.enum(CREDIT_GRANTS).optional(),
});
export type CreditEntryParams = z.infer<typeof CreditEntryParamsSchema>;

/** One line of the credits history: positive for credits added, negative for credits spent. */
export const CreditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  amount: DecimalStringSchema,
  description: z.string(),
  /** Null on a line older than its parameters, or a grant the server has no words for (a test's). */
  params: CreditEntryParamsSchema.nullish(),
  createdAt: z.iso.datetime(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

export const CreditHistoryQuerySchema = z.object({ page: PageSchema, limit: limitSchema(10) });
export const CreditHistoryPageSchema = pagedSchema(CreditEntrySchema);
export type CreditHistoryPage = z.infer<typeof CreditHistoryPageSchema>;

export const TopUpIdSchema = z.object({ id: z.uuid(coded('id')) });
