import * as z from 'zod/v4';
import { AddressSchema, SignatureSchema, WidgetIdSchema } from './common';
import { checksumAddress } from '../constants/address';
import { coded } from '../i18n/validation';

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

/**
 * A sign-up: the wallet the visitor connected, when it signed, and its EIP-191 signature of
 * `referralSignupMessage`, so nobody counts a wallet that is not theirs.
 */
export const ReferralSignupInputSchema = ReferralVisitInputSchema.extend({
  /** The wallet the visitor connected. */
  address: AddressSchema,
  signedAt: z.iso.datetime(coded('isoDateTime')),
  signature: SignatureSchema,
}).refine((input) => input.address.toLowerCase() !== input.referrer.toLowerCase(), {
  path: ['address'],
  message: REFERRAL_SELF_MESSAGE,
});
export type ReferralSignupInput = z.input<typeof ReferralSignupInputSchema>;

/** A sign-up's signature older (or further ahead) than this is refused: the visitor signs again. */
export const REFERRAL_SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** The EIP-191 message a visitor's wallet signs to count its sign-up: the site, the referrer, the wallet, the time. */
export function referralSignupMessage(input: {
  siteId: number;
  referrer: string;
  address: string;
  signedAt: string;
}): string {
  return [
    'Count my sign-up through this referral link.',
    '',
    `Site: ${input.siteId}`,
    `Referrer: ${checksumAddress(input.referrer)}`,
    `Address: ${checksumAddress(input.address)}`,
    `Signed at: ${input.signedAt}`,
  ].join('\n');
}

/** Whether this call counted something new (false when it was counted before). */
export const ReferralRecordedSchema = z.object({ recorded: z.boolean() });

export const ReferralStatsInputSchema = z.object({ siteId: WidgetIdSchema, address: AddressSchema });

/** A referrer's counts on one widget: distinct visitors and distinct wallets that came through the link. */
export const ReferralStatsSchema = z.object({
  visits: z.number().int().min(0),
  signups: z.number().int().min(0),
});
export type ReferralStats = z.infer<typeof ReferralStatsSchema>;
