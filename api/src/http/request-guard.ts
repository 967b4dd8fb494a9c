import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorData } from '@suite/shared';
import { reasonData } from '../errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What a refused request is answered: its status, the oRPC-shaped code, a message that says why and its reason. */
export interface Refusal {
  status: 403 | 411 | 413;
  code: 'FORBIDDEN' | 'LENGTH_REQUIRED' | 'PAYLOAD_TOO_LARGE';
  message: string;
  data: ApiErrorData;
}

const CROSS_SITE_MESSAGE = 'Cross-site requests cannot change anything here';
const CONTENT_TYPE_MESSAGE = 'Send the body as JSON (content-type: application/json)';

const CROSS_SITE: Refusal = {
  status: 403,
  code: 'FORBIDDEN',
  message: CROSS_SITE_MESSAGE,
  data: reasonData('crossSiteRefused'),
};

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(request: IncomingMessage): string | undefined {
  const type = header(request, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === '' ? undefined : type;
}

function hasBody(request: IncomingMessage): boolean {
  const length = header(request, 'content-length');
  return header(request, 'transfer-encoding') !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cross-site request forgery: a page of another origin (another port or a subdomain of the same
 * site included, which SameSite=Lax lets the cookie ride with) can make the browser send a form or a
 * simple `fetch` with the session cookie. Every browser names the page's origin on a state-changing
 * request (`Origin`, or at least `Sec-Fetch-Site`), so one is refused unless that origin is one of
 * the apps' (APP_ORIGINS) or the API's own. A request that names no origin at all does not come from a
 * browser's page (a script, a server, curl) and cannot carry a victim's cookie against their will.
 *
 * The body must be JSON (multipart on the upload route): the types a form or a simple request can
 * send (url-encoded, multipart, text/plain) never reach a procedure.
 */
export function refuseForgery(
  request: IncomingMessage,
  allowedOrigins: ReadonlySet<string>,
  options: { multipart: boolean },
): Refusal | undefined {
  if (!STATE_CHANGING.has(request.method ?? 'GET')) return undefined;
  const origin = header(request, 'origin');
  const fetchSite = header(request, 'sec-fetch-site');
  if (origin !== undefined) {
    if (!allowedOrigins.has(origin) && !isOwnOrigin(request, origin)) return CROSS_SITE;
  } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
    return CROSS_SITE;
  }
  const type = mediaType(request);
  const allowedType = type === 'application/json' || (options.multipart && type === 'multipart/form-data');
  // A body needs its type named; a type named must be one of these, even on an empty body.
  if ((type !== undefined || hasBody(request)) && !allowedType) {
    return {
      status: 403,
      code: 'FORBIDDEN',
      message: CONTENT_TYPE_MESSAGE,
      data: reasonData('contentTypeRefused'),
    };
  }
  return undefined;
}

/** The API's own origin, as the client addressed it (through a proxy, the forwarded host). */
function isOwnOrigin(request: IncomingMessage, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = (header(request, 'x-forwarded-host') ?? header(request, 'host'))?.split(',')[0]?.trim();
  return host !== undefined && url.host === host;
}

/**
 * Bodies are read whole before validation, so their size is refused first, from Content-Length: over
 * `maxBytes` answers 413, and a body without a length (chunked) 411 — browsers always send one.
 */
export function refuseOversizedBody(request: IncomingMessage, maxBytes: number): Refusal | undefined {
  const length = header(request, 'content-length');
  if (length === undefined) {
    if (header(request, 'transfer-encoding') === undefined) return undefined;
    return {
      status: 411,
      code: 'LENGTH_REQUIRED',
      message: 'Send the body with a Content-Length header',
      data: reasonData('lengthRequired'),
    };
  }
  if (Number(length) > maxBytes) {
    return {
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: `The body is larger than ${maxBytes.toLocaleString('en-US')} bytes`,
      data: reasonData('bodyTooLarge', { maxBytes }),
    };
  }
  return undefined;
}

/** Answers a refusal in the API's error shape; the body is not read (the connection closes). */
export function sendRefusal(response: ServerResponse, refusal: Refusal): void {
  response.setHeader('connection', 'close');
  response
    .writeHead(refusal.status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ defined: false, ...refusal }));
}
