import * as z from 'zod/v4';

/** The account's API key for the embed code, with this UTC month's use of the free allowance. */
export const ApiKeySchema = z.object({
  uuid: z.uuid(),
  monthlyCount: z.number().int().min(0),
  monthlyLimit: z.number().int().min(0),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;
