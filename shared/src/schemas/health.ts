import * as z from 'zod/v4';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;

/** The process answers at all (no database round trip): what a liveness probe asks. */
export const LivenessSchema = z.object({ status: z.literal('ok'), version: z.string() });
export type Liveness = z.infer<typeof LivenessSchema>;

export const DATABASE_UNREACHABLE_MESSAGE = 'The database is unreachable';
