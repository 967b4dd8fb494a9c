import * as z from 'zod/v4';
import { required } from '../i18n/validation';

export const AddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a valid address (0x followed by 40 hex characters)');

export const SignatureSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]+$/, 'Must be a hex signature');

export const IdSchema = z.string().min(1, required);

export const OkSchema = z.object({ ok: z.literal(true) });

/** An exact decimal amount in USD, e.g. "12.5" (never a float). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const TransactionHashSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Must be a transaction hash (0x followed by 64 hex characters)');

/**
 * Widget ids are the database's integer identity. A site is a widget, so `siteId` uses it too. It lives
 * here, below the widget and section schemas, so that schemas those import (swap) can use it.
 */
export const WidgetIdSchema = z.coerce
  .number('Must be a widget id')
  .int('Must be a widget id')
  .min(1, 'Must be a widget id')
  .max(2_147_483_647, 'Must be a widget id');
