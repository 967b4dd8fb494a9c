import { ORPCError } from '@orpc/server';
import type { ResponseHeadersPluginContext } from '@orpc/server/plugins';

/** What a rate limiter answers for one request. */
export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `key`; refused once `limit` were counted in the current window. */
  take(key: string, now?: number): RateVerdict;
}

/**
 * A fixed-window limiter in memory: `limit` requests per key per `windowMs`. Windows of keys that
 * went quiet are dropped as new ones start, so memory follows the clients of the last window only.
 * One API process counts its own requests; several instances each allow `limit`.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return {
    take(key, now = Date.now()) {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      if (count > limit) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
        };
      }
      counts.set(key, count);
      return { allowed: true };
    },
  };
}

/**
 * Counts one request of `key` and, once the limit is reached, answers 429 with `Retry-After` (and
 * `message`, with the wait) before the procedure does anything.
 */
export function refuseWhenLimited(
  limiter: RateLimiter,
  key: string,
  context: ResponseHeadersPluginContext,
  message: string,
): void {
  const verdict = limiter.take(key);
  if (verdict.allowed) return;
  context.resHeaders?.set('retry-after', String(verdict.retryAfterSeconds));
  throw new ORPCError('TOO_MANY_REQUESTS', {
    message: `${message}: try again in ${verdict.retryAfterSeconds} s`,
  });
}
