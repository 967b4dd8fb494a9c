import type { Services } from '../services';
import { limitedPerMinute } from './rate-limit';

const PUBLIC_READS_LIMITED_MESSAGE = 'Too many requests from this address';

/**
 * The limit of the checkout page's public calls — the public checkout, the receipt it polls, the
 * payment report and the paid content — per client (IP address), counted together over one minute:
 * they need no session, and each reads the database (the report also reads the chain). One limiter for
 * the whole app, so the procedures using it share the count.
 */
export function publicReadsLimit({ config, rateLimits }: Pick<Services, 'config' | 'rateLimits'>) {
  return limitedPerMinute(
    rateLimits,
    'public-reads',
    config.publicReadsRateLimitPerMinute,
    'tooManyRequests',
    PUBLIC_READS_LIMITED_MESSAGE,
  );
}

export type PublicReadsLimit = ReturnType<typeof publicReadsLimit>;

const SITE_READS_LIMITED_MESSAGE = 'Too many page reads from this address';

/**
 * The limit of what a site's pages read for their visitors — the sections' site content (store,
 * product, collection, leaderboard, widget, look, trade settings, store status), public profiles and
 * exchange rates — per client (IP address), counted together over one minute. A page reads several
 * at once, so it is higher than the checkout page's; each still reads the database.
 */
export function siteReadsLimit({ config, rateLimits }: Pick<Services, 'config' | 'rateLimits'>) {
  return limitedPerMinute(
    rateLimits,
    'site-reads',
    config.siteReadsRateLimitPerMinute,
    'tooManyRequests',
    SITE_READS_LIMITED_MESSAGE,
  );
}

export type SiteReadsLimit = ReturnType<typeof siteReadsLimit>;
