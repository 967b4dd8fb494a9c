import type { ServerResponse } from 'node:http';
import { SESSION_COOKIE_NAME, SESSION_TTL_DAYS } from '@suite/shared';

/** The value of one cookie from a `Cookie` request header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const SESSION_MAX_AGE_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;

function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  // HttpOnly: page scripts (and any injected script) never see the token. SameSite=Lax: other
  // sites cannot make the browser send it with their cross-site POSTs.
  const attributes = [`${SESSION_COOKIE_NAME}=${value}`, 'HttpOnly', 'SameSite=Lax', 'Path=/'];
  attributes.push(`Max-Age=${maxAgeSeconds}`);
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function sessionCookieHeader(token: string, secure: boolean): string {
  return sessionCookie(token, SESSION_MAX_AGE_SECONDS, secure);
}

export function clearedSessionCookieHeader(secure: boolean): string {
  return sessionCookie('', 0, secure);
}

/**
 * Marks the answer to a request that carried the session cookie as that user's: neither the browser
 * nor a cache in between keeps it (`no-store`: the account, its orders, its sites), and a cache keys
 * the URL's answers on the cookie (`Vary: Cookie`, beside the `Origin` CORS varies on). Only the API's
 * calls get it: the public files (logos, uploads, the docs) are answered before, with their own
 * cache headers.
 */
export function markSessionAnswer(response: ServerResponse): void {
  response.setHeader('cache-control', 'no-store');
  const vary = response.getHeader('vary');
  const varied = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  response.setHeader('vary', varied === '' ? 'Cookie' : `${varied}, Cookie`);
}
