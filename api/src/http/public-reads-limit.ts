import type { Config } from '../config';
import { base } from '../orpc';
import { createRateLimiter, refuseWhenLimited } from './rate-limit';

export const PUBLIC_READS_LIMITED_MESSAGE = 'Too many requests from this address';

/**
 * The limit of the checkout page's public calls — the public checkout, the receipt it polls, the
 * payment report and the paid content — per client (IP address), counted together over one minute:
 * they need no session, and each reads the database (the report also reads the chain). One limiter for
 * the whole app, so the procedures using it share the count.
 */
export function publicReadsLimit(config: Pick<Config, 'publicReadsRateLimitPerMinute'>) {
  const limiter = createRateLimiter({ limit: config.publicReadsRateLimitPerMinute, windowMs: 60_000 });
  return base.middleware(({ context, next }) => {
    refuseWhenLimited(limiter, context.clientIp, context, PUBLIC_READS_LIMITED_MESSAGE);
    return next();
  });
}

export type PublicReadsLimit = ReturnType<typeof publicReadsLimit>;
