import * as z from 'zod/v4';
import { SERIAL_ID_MAX, URL_MAX } from '../constants/limits';
import { atMostChars, coded, required, type LazyMessage } from '../i18n/validation';

export const AddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, coded('address'));

export const SignatureSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]+$/, coded('hexSignature'));

export const IdSchema = z.string().min(1, required);

export const OkSchema = z.object({ ok: z.literal(true) });

/** An exact decimal amount in USD, e.g. "12.5" (never a float). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

/**
 * Whether a number, as it is written (`String(1.1)` is "1.1"), has at most `max` decimals. Arithmetic
 * would not do: `1.1 * 100` is 110.00000000000001.
 */
export function hasAtMostDecimals(value: number, max: number): boolean {
  const written = String(value);
  return /^-?\d+(\.\d+)?$/.test(written) && (written.split('.')[1] ?? '').length <= max;
}

export const TransactionHashSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, coded('transactionHash'));

/**
 * Widget ids are the database's integer identity. A site is a widget, so `siteId` uses it too. It lives
 * here, below the widget and section schemas, so that schemas those import (swap) can use it.
 */
export const WidgetIdSchema = z.coerce
  .number(coded('widgetId'))
  .int(coded('widgetId'))
  .min(1, coded('widgetId'))
  .max(SERIAL_ID_MAX, coded('widgetId'));

/**
 * A text that must not be blank once trimmed, at most `max` characters; `missing` is what a blank
 * one is told (Required, or the field's own code: `coded('tabLabelRequired')`).
 */
export function requiredText(max: number, missing: LazyMessage = required) {
  return z.string(missing).trim().min(1, missing).max(max, atMostChars(max));
}

/** A stored list read back: the items that still parse; anything else (not a list, an old shape) is dropped. */
export function validItems<Item>(raw: unknown, schema: z.ZodType<Item, unknown>): Item[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A chain id as a number (EIP-155), within what the database keeps (a 32-bit integer). */
export const ChainIdSchema = z
  .number(coded('chainId'))
  .int(coded('chainId'))
  .positive(coded('chainId'))
  .max(SERIAL_ID_MAX, coded('chainId'));

/** The same, read from text (a query string, a form field). */
export const ChainIdTextSchema = z.coerce.number(coded('chainId')).pipe(ChainIdSchema);

/** The longest e-mail address SMTP carries (a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX = 254;

/** An e-mail address, trimmed; blank is not an address (a required one says Required first). */
export const EmailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, atMostChars(EMAIL_MAX))
  .pipe(z.email(coded('email')));

/**
 * A URL a visitor may follow: http(s) only, so a saved config or an answer can never carry
 * `javascript:`; at most URL_MAX (2048) characters, as every other address the API keeps.
 */
export const HttpUrlSchema = z
  .url({ protocol: /^https?$/, ...coded('url') })
  .max(URL_MAX, atMostChars(URL_MAX));
