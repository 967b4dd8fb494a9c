/** The Rankings panel's words. */
export const RANKINGS_TITLE = 'Rankings';
export const RANKINGS_DESCRIPTION =
  'Leaderboards your ranking sections show: create one, then add wallets and their scores here, or let your site post them.';
export const DELETE_LEADERBOARD_QUESTION = 'Delete this leaderboard?';
export const DELETE_LEADERBOARD_CONTENT =
  'Its entries are deleted with it, and ranking sections showing it say it is not found.';
export const REMOVE_ENTRY_QUESTION = 'Remove this entry?';
