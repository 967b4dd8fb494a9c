import { oc } from '@orpc/contract';
import {
  LeaderboardCreateInputSchema,
  LeaderboardIdInputSchema,
  LeaderboardListInputSchema,
  LeaderboardListSchema,
  LeaderboardSchema,
} from '../schemas/leaderboard';

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
};
