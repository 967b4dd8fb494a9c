import * as z from 'zod/v4';
import { EXCLUDED_CHAIN_IDS, LOCAL_CHAIN_ID, STABLECOIN_CHAIN_IDS } from '../constants/chains';
import { URL_MAX } from '../constants/limits';
import { AddressSchema, EmailSchema } from './common';
import { atMostChars, coded } from '../i18n/validation';

/** The receiver as read back (seed 001 §3: the read side names differ from the save side). */
export const ReceiverSettingsSchema = z.object({
  receiverAddress: z.string().nullable(),
  notificationEmail: z.string().nullable(),
});
export type ReceiverSettings = z.infer<typeof ReceiverSettingsSchema>;

export const ReceiverSettingsInputSchema = z.object({
  receiverAccount: AddressSchema,
  receiverEmail: EmailSchema,
});
export type ReceiverSettingsInput = z.infer<typeof ReceiverSettingsInputSchema>;

export const WEBHOOK_SECRET_MIN_LENGTH = 16;

/** A Standard Webhooks secret: this prefix, then the signing key in base64 (the generated ones). */
const STANDARD_SECRET_PREFIX = 'whsec_';

/**
 * Whether the deliveries can be signed with a secret: one without the `whsec_` prefix is used as
 * its UTF-8 bytes, always; after the prefix must come a key the signer (`standardwebhooks`, through
 * `@stablelib/base64`) decodes, which is exactly: at least 4 characters, at most two `=` at the end,
 * and before them only the base64 alphabet (A–Z, a–z, 0–9, + and /) — but for a lone character left
 * after the groups of four, which that decoder never reads. Saving any other `whsec_` secret would
 * make every delivery fail.
 */
function isSigningSecret(secret: string): boolean {
  if (!secret.startsWith(STANDARD_SECRET_PREFIX)) return true;
  const key = secret.slice(STANDARD_SECRET_PREFIX.length);
  const unpadded = key.replace(/=+$/, '');
  if (key.length < 4 || key.length - unpadded.length > 2) return false;
  const read = unpadded.length % 4 === 1 ? unpadded.slice(0, -1) : unpadded;
  return /^[A-Za-z0-9+/]*$/.test(read);
}

export const WebhookSettingsSchema = z.object({
  webhookUrl: z.string().nullable(),
  webhookSecret: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof WebhookSettingsSchema>;

export const WebhookSettingsInputSchema = z.object({
  /**
   * Where events are POSTed. Empty (the field cleared) or null is none: the seller stops deliveries,
   * and the server stores no URL.
   */
  webhookUrl: z
    .string()
    .trim()
    .max(URL_MAX, atMostChars(URL_MAX))
    .pipe(
      z.union([
        z.literal('').transform(() => null),
        z.url({ protocol: /^https?$/, ...coded('httpOrHttpsUrl') }),
      ]),
    )
    .nullable(),
  /**
   * Blank or missing: the server generates a secret, so a webhook is never unsigned; without a URL,
   * none is generated (nothing is signed). A `whsec_` secret carries its key in base64.
   */
  webhookSecret: z
    .string()
    .trim()
    .max(200, atMostChars(200))
    .refine(
      (value) => value === '' || value.length >= WEBHOOK_SECRET_MIN_LENGTH,
      coded('webhookSecretLength', { min: WEBHOOK_SECRET_MIN_LENGTH }),
    )
    .refine(isSigningSecret, coded('webhookSecretBase64'))
    .optional(),
});
export type WebhookSettingsInput = z.infer<typeof WebhookSettingsInputSchema>;

/** Chains a seller may accept payments on: the stablecoin chains and the local test chain. */
export const PAYMENT_CHAIN_IDS: readonly number[] = [...STABLECOIN_CHAIN_IDS, LOCAL_CHAIN_ID];

export const PaymentChainIdSchema = z
  .number()
  .int(coded('chainId'))
  .refine((chainId) => !EXCLUDED_CHAIN_IDS.includes(chainId), coded('networkNotSupported'))
  .refine((chainId) => PAYMENT_CHAIN_IDS.includes(chainId), coded('paymentsNotOnNetwork'));

export const CheckoutNetworksSchema = z.object({
  /** The networks the seller accepts payments on. */
  chainIds: z.array(z.number().int()),
  /**
   * The payment networks this server can check payments on (an RPC node is configured for each, and
   * the payment proxy is deployed there): the only ones a seller may enable.
   */
  payableChainIds: z.array(z.number().int()),
});
export type CheckoutNetworks = z.infer<typeof CheckoutNetworksSchema>;

export const CheckoutNetworksInputSchema = z.object({
  chainIds: z
    .array(PaymentChainIdSchema)
    .max(PAYMENT_CHAIN_IDS.length, coded('atMostNetworks', { max: PAYMENT_CHAIN_IDS.length }))
    .refine((chainIds) => new Set(chainIds).size === chainIds.length, coded('networkOnce')),
});
export type CheckoutNetworksInput = z.infer<typeof CheckoutNetworksInputSchema>;
