import type { ResponseHeadersPluginContext } from '@orpc/server/plugins';
import type { ApiErrorReason } from '@suite/shared';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db';
import { RATE_LIMITS_TABLE } from '../db/schema';
import type { Logger } from '../log';
import { base } from '../orpc';
import { apiError } from '../errors';

/** What a rate limiter answers for one request. */
type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key`; refused once `limit` were counted in the current window. */
  take(key: string): Promise<RateVerdict>;
}

export interface RateLimits {
  /** A limiter of `limit` requests per key per `windowMs`, its counts kept under `name`. */
  create(name: string, options: { limit: number; windowMs: number }): RateLimiter;
}

/** Limiters of an in-process database (PGlite), shared by every app that serves it (tests run several). */
const memoryLimiters = new WeakMap<Database, Map<string, RateLimiterMemory>>();

/**
 * Rate limits counted where every API instance sees them: in PostgreSQL's `rate_limits` table
 * (rate-limiter-flexible's RateLimiterPostgres, one atomic upsert per request), or in memory on
 * PGlite, which only one process can open anyway. Should PostgreSQL fail, the count goes on in
 * this instance's memory (the library's insurance limiter) rather than refusing or waving everyone
 * through. Expired counts are deleted by the pruning worker.
 */
export function createRateLimits(database: Database, log: Logger): RateLimits {
  return {
    create(name, { limit, windowMs }) {
      const options = { keyPrefix: name, points: limit, duration: Math.max(1, Math.round(windowMs / 1000)) };
      let limiter: RateLimiterMemory | RateLimiterPostgres;
      if (database.pool) {
        limiter = new RateLimiterPostgres({
          ...options,
          storeClient: database.pool,
          storeType: 'pool',
          tableName: RATE_LIMITS_TABLE,
          tableCreated: true,
          clearExpiredByTimeout: false,
          insuranceLimiter: new RateLimiterMemory(options),
        });
      } else {
        const shared = memoryLimiters.get(database) ?? new Map<string, RateLimiterMemory>();
        memoryLimiters.set(database, shared);
        const id = `${name}:${options.points}:${options.duration}`;
        limiter = shared.get(id) ?? new RateLimiterMemory(options);
        shared.set(id, limiter);
      }
      return {
        async take(key) {
          try {
            await limiter.consume(key);
            return { allowed: true };
          } catch (outcome) {
            if (outcome instanceof RateLimiterRes) {
              return {
                allowed: false,
                retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
              };
            }
            // Both stores failed: let the request through rather than lock everyone out.
            log.error({ err: outcome, limiter: name }, 'A rate limit could not be counted');
            return { allowed: true };
          }
        },
      };
    },
  };
}

/**
 * Counts one request of `key` and, once the limit is reached, answers 429 with `Retry-After` (and
 * `reason`, its `message` with the wait) before the procedure does anything.
 */
export async function refuseWhenLimited(
  limiter: RateLimiter,
  key: string,
  context: ResponseHeadersPluginContext,
  reason: ApiErrorReason,
  message: string,
): Promise<void> {
  const verdict = await limiter.take(key);
  if (verdict.allowed) return;
  const seconds = verdict.retryAfterSeconds;
  context.resHeaders?.set('retry-after', String(seconds));
  throw apiError('TOO_MANY_REQUESTS', reason, `${message}: try again in ${seconds} s`, { seconds });
}

/**
 * A middleware counting each call against a limiter of `limit` calls a minute, its counts kept under
 * `name`: per signed-in user when a session was found before it (`.use(signedIn).use(limited)`), else
 * per client address; 429 past the limit.
 */
export function limitedPerMinute(
  rateLimits: RateLimits,
  name: string,
  limit: number,
  reason: ApiErrorReason,
  message: string,
) {
  const limiter = rateLimits.create(name, { limit, windowMs: 60_000 });
  return base.middleware(async ({ context, next }) => {
    await refuseWhenLimited(limiter, context.trace.userId ?? context.clientIp, context, reason, message);
    return next();
  });
}
