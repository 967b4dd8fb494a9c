import * as z from 'zod/v4';

/**
 * The `data` of every 400 answer: each failing field (dot path, `""` for the whole body) and its
 * message, so a form can show each one beside its field.
 */
export const ValidationErrorDataSchema = z.object({
  fields: z.record(z.string(), z.string()),
});
export type ValidationErrorData = z.infer<typeof ValidationErrorDataSchema>;
