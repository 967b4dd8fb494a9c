import { oc } from '@orpc/contract';
import { OkSchema } from '../schemas/common';
import {
  LeaderboardCreateInputSchema,
  LeaderboardEntriesInputSchema,
  LeaderboardEntryCreateInputSchema,
  LeaderboardEntryIdInputSchema,
  LeaderboardEntryPageSchema,
  LeaderboardEntrySchema,
  LeaderboardEntryUpdateInputSchema,
  LeaderboardIdInputSchema,
  LeaderboardListInputSchema,
  LeaderboardListSchema,
  LeaderboardSchema,
  LeaderboardScoreKeySchema,
  LeaderboardScorePostInputSchema,
  LeaderboardScorePostResultSchema,
  LeaderboardUpdateInputSchema,
} from '../schemas/leaderboard';
import { WidgetIdSchema } from '../schemas/common';

const leaderboard = oc.route({ tags: ['Leaderboards'] });

export const leaderboardsContract = {
  list: leaderboard
    .route({
      method: 'GET',
      path: '/leaderboards',
      summary:
        "Leaderboards of one of the signed-in user's widgets, oldest first (q searches title and description)",
    })
    .input(LeaderboardListInputSchema)
    .output(LeaderboardListSchema),
  create: leaderboard
    .route({
      method: 'POST',
      path: '/leaderboards',
      summary: "Create a leaderboard on one of the user's widgets",
    })
    .input(LeaderboardCreateInputSchema)
    .output(LeaderboardSchema),
  get: leaderboard
    .route({ method: 'GET', path: '/leaderboards/{id}', summary: "One of the signed-in user's leaderboards" })
    .input(LeaderboardIdInputSchema)
    .output(LeaderboardSchema),
  update: leaderboard
    .route({
      method: 'PUT',
      path: '/leaderboards/{id}',
      summary: "Change a leaderboard's title and description",
    })
    .input(LeaderboardUpdateInputSchema)
    .output(LeaderboardSchema),
  remove: leaderboard
    .route({
      method: 'DELETE',
      path: '/leaderboards/{id}',
      summary: 'Delete a leaderboard and its entries (ranking sections showing it then say it is not found)',
    })
    .input(LeaderboardIdInputSchema)
    .output(OkSchema),
  entries: leaderboard
    .route({
      method: 'GET',
      path: '/leaderboards/{id}/entries',
      summary: "A page of a leaderboard's entries, best score first, with their ranks",
    })
    .input(LeaderboardEntriesInputSchema)
    .output(LeaderboardEntryPageSchema),
  addEntry: leaderboard
    .route({
      method: 'POST',
      path: '/leaderboards/{id}/entries',
      summary: 'Add a wallet and its score (one entry per wallet: 400 when it is already there)',
    })
    .input(LeaderboardEntryCreateInputSchema)
    .output(LeaderboardEntrySchema),
  updateEntry: leaderboard
    .route({
      method: 'PUT',
      path: '/leaderboards/{id}/entries/{entryId}',
      summary: "Change an entry's wallet or score (the score given replaces the entry's)",
    })
    .input(LeaderboardEntryUpdateInputSchema)
    .output(LeaderboardEntrySchema),
  removeEntry: leaderboard
    .route({ method: 'DELETE', path: '/leaderboards/{id}/entries/{entryId}', summary: 'Remove an entry' })
    .input(LeaderboardEntryIdInputSchema)
    .output(OkSchema),
  makeScoreKey: leaderboard
    .route({
      method: 'POST',
      path: '/leaderboards/{id}/score-key',
      summary:
        "Make the leaderboard's score key, answered this once (a key made before stops working at once)",
    })
    .input(LeaderboardIdInputSchema)
    .output(LeaderboardScoreKeySchema),
  removeScoreKey: leaderboard
    .route({
      method: 'DELETE',
      path: '/leaderboards/{id}/score-key',
      summary: "Remove the leaderboard's score key: no score can be posted until a new one is made",
    })
    .input(LeaderboardIdInputSchema)
    .output(LeaderboardSchema),
  postScore: leaderboard
    .route({
      method: 'POST',
      path: '/sites/{siteId}/leaderboards/{id}/scores',
      summary:
        "A site's server posts a wallet's score with the leaderboard's score key (no session; counts one API request of the owner's month). The best score per wallet is kept",
    })
    .input(LeaderboardScorePostInputSchema)
    .output(LeaderboardScorePostResultSchema),
  publicEntries: leaderboard
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/leaderboards/{id}/entries',
      summary:
        "A page of a site's leaderboard for its ranking section (no session): rank, wallet and score, best first",
    })
    .input(LeaderboardEntriesInputSchema.extend({ siteId: WidgetIdSchema }))
    .output(LeaderboardEntryPageSchema),
};
