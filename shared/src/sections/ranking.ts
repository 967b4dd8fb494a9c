import * as z from 'zod/v4';
import { atMostChars, coded } from '@suite/shared';
import { LEADERBOARD_DEFAULT_PAGE_SIZE, LEADERBOARD_SCORE_DECIMALS } from '@suite/shared/schemas';

/** The ranking picker lists leaderboards in pages of 10, with five skeleton rows while loading (000 §9). */
export const RANKING_PICKER_PAGE_SIZE = LEADERBOARD_DEFAULT_PAGE_SIZE;
export const PICKER_LOADING_ROWS = 5;

/** The English of `chooseLeaderboard`, the message of a ranking section without a leaderboard. */
export const RANKING_REQUIRED_MESSAGE = 'Choose a leaderboard';

/** A score as the ranking section and the Rankings panel show it: grouped, up to its 4 decimals. */
export function formatLeaderboardScore(score: number): string {
  return score.toLocaleString(undefined, { maximumFractionDigits: LEADERBOARD_SCORE_DECIMALS });
}

/**
 * The ranking section (seed 000 §3: title, settings.rankingId). A section's settings are its `data`
 * (as for every type), so the leaderboard id sits beside the title.
 */
export const RankingConfigSchema = z.object({
  title: z.string().trim().max(200, atMostChars(200)),
  rankingId: z
    .number(coded('chooseLeaderboard'))
    .int(coded('chooseLeaderboard'))
    .min(1, coded('chooseLeaderboard'))
    .nullable()
    .refine((id) => id !== null, coded('chooseLeaderboard')),
});
export type RankingConfig = z.input<typeof RankingConfigSchema>;

/** What a visitor of the site may read of a leaderboard (no owner data). */
export const SiteLeaderboardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type SiteLeaderboard = z.infer<typeof SiteLeaderboardSchema>;

/** A new ranking section: no leaderboard picked yet. */
export const RANKING_DEFAULTS: RankingConfig = { title: '', rankingId: null };
