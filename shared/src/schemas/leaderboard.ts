import { z } from 'zod';
import { limitSchema, PageSchema, SearchSchema } from './paging';
import { WidgetIdSchema } from './widget';

export const LEADERBOARD_DEFAULT_PAGE_SIZE = 10;

export const LeaderboardSchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  title: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardCreateInputSchema = z.object({
  /** The widget (site) the ranking section belongs to. */
  siteId: WidgetIdSchema,
  title: z.string().trim().min(1, 'Required').max(100, 'Must be at most 100 characters'),
  description: z.string().trim().max(1000, 'Must be at most 1000 characters').default(''),
});
export type LeaderboardCreateInput = z.input<typeof LeaderboardCreateInputSchema>;

export const LeaderboardListInputSchema = z.object({
  siteId: WidgetIdSchema,
  page: PageSchema,
  pageSize: limitSchema(LEADERBOARD_DEFAULT_PAGE_SIZE),
  q: SearchSchema,
});

/** The shape the ranking editor reads (seed 000 §7): `data` and `total`. */
export const LeaderboardListSchema = z.object({
  data: z.array(LeaderboardSchema),
  total: z.number().int().min(0),
});
export type LeaderboardList = z.infer<typeof LeaderboardListSchema>;

export const LeaderboardIdInputSchema = z.object({
  id: z.coerce
    .number('Must be a leaderboard id')
    .int('Must be a leaderboard id')
    .min(1, 'Must be a leaderboard id')
    .max(2_147_483_647, 'Must be a leaderboard id'),
});
