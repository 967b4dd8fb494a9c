import * as z from 'zod/v4';
import { atMostChars } from '@suite/shared';

export const ReferralConfigSchema = z.object({
  title: z.string().trim().max(200, atMostChars(200)),
  subtitle: z.string().trim().max(500, atMostChars(500)),
  /** Shown unless the owner turns it off (seed 000 §2: default true). */
  showStats: z.boolean().default(true),
});
export type ReferralConfig = z.infer<typeof ReferralConfigSchema>;

/** A new referral section: no texts yet, the stats shown. */
export const REFERRAL_DEFAULTS: ReferralConfig = { title: '', subtitle: '', showStats: true };
