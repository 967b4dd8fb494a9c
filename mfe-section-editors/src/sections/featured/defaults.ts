import type { FeaturedConfig } from '@suite/shared';

export const FEATURED_DEFAULTS: FeaturedConfig = { title: '', items: [] };
