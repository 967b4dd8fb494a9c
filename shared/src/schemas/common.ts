import { z } from 'zod';

export const AddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a valid address (0x followed by 40 hex characters)');

export const SignatureSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]+$/, 'Must be a hex signature');

export const IdSchema = z.string().min(1, 'Required');

export const OkSchema = z.object({ ok: z.literal(true) });
