import { z } from 'zod';
import { DecimalStringSchema } from './orders';

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
