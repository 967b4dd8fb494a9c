import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'content-type, accept, last-event-id';

/** The public widget read the embed code calls from any site, with the owner's API key, no cookie. */
const PUBLIC_PATH = /^\/api\/widget\/public\/[^/]+$/;
const PUBLIC_METHODS = 'GET, HEAD, OPTIONS';

function isPublicRead(request: IncomingMessage): boolean {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const method =
    request.method === 'OPTIONS' ? request.headers['access-control-request-method'] : request.method;
  return PUBLIC_PATH.test(path) && (method === 'GET' || method === 'HEAD');
}

function isPreflight(request: IncomingMessage): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/**
 * CORS with credentials for the configured origins only: another site's page can neither read
 * answers nor send credentialed requests the browser would preflight. The one exception is the
 * public widget read, open to every origin but without credentials (`*` forbids them), so a
 * session cookie never rides along. Returns true when the request was a preflight and has been
 * answered.
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowed: ReadonlySet<string>,
): boolean {
  if (isPublicRead(request)) {
    response.setHeader('access-control-allow-origin', '*');
    if (isPreflight(request)) {
      response.setHeader('access-control-allow-methods', PUBLIC_METHODS);
      response.setHeader('access-control-allow-headers', 'accept');
      response.setHeader('access-control-max-age', '600');
      response.writeHead(204).end();
      return true;
    }
    return false;
  }

  const origin = request.headers.origin;
  // Answers differ by Origin, so caches must key on it.
  response.setHeader('vary', 'Origin');
  const allowedOrigin = origin !== undefined && allowed.has(origin);
  if (allowedOrigin) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
  }
  if (isPreflight(request)) {
    if (allowedOrigin) {
      response.setHeader('access-control-allow-methods', ALLOWED_METHODS);
      response.setHeader('access-control-allow-headers', ALLOWED_HEADERS);
      response.setHeader('access-control-max-age', '600');
    }
    response.writeHead(204).end();
    return true;
  }
  return false;
}
