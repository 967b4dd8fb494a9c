import type { ReferralConfig } from '@suite/shared';

export const REFERRAL_DEFAULTS: ReferralConfig = { title: '', subtitle: '', showStats: true };
