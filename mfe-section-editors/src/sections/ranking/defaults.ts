import type { RankingConfig } from '@suite/shared';

export const RANKING_DEFAULTS: RankingConfig = { title: '', rankingId: null };
