import * as z from 'zod/v4';
import { AddressSchema, WidgetIdSchema } from './common';

/**
 * A visitor's key: a random id the page keeps (in storage where allowed, else in memory), so one
 * visitor's visits through a link count once.
 */
export const ReferralVisitorKeySchema = z
  .string('Must be a visitor key')
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'Must be a visitor key: 16 to 64 letters, digits, - or _');

export const ReferralVisitInputSchema = z.object({
  siteId: WidgetIdSchema,
  referrer: AddressSchema,
  visitorKey: ReferralVisitorKeySchema,
});
export type ReferralVisitInput = z.input<typeof ReferralVisitInputSchema>;

export const REFERRAL_SELF_MESSAGE = 'A wallet cannot refer itself';

export const ReferralSignupInputSchema = ReferralVisitInputSchema.extend({
  /** The wallet the visitor connected. */
  address: AddressSchema,
}).refine((input) => input.address.toLowerCase() !== input.referrer.toLowerCase(), {
  path: ['address'],
  message: REFERRAL_SELF_MESSAGE,
});
export type ReferralSignupInput = z.input<typeof ReferralSignupInputSchema>;

/** Whether this call counted something new (false when it was counted before). */
export const ReferralRecordedSchema = z.object({ recorded: z.boolean() });

export const ReferralStatsInputSchema = z.object({ siteId: WidgetIdSchema, address: AddressSchema });

/** A referrer's counts on one widget: distinct visitors and distinct wallets that came through the link. */
export const ReferralStatsSchema = z.object({
  visits: z.number().int().min(0),
  signups: z.number().int().min(0),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;
