import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'content-type, accept, last-event-id';

/**
 * CORS with credentials for the configured origins only: another site's page can neither read
 * answers nor send credentialed requests the browser would preflight. Returns true when the request
 * was a preflight and has been answered.
 */
export function applyCors(
  request: IncomingMessage,
  response: ServerResponse,
  allowed: ReadonlySet<string>,
): boolean {
  const origin = request.headers.origin;
  // Answers differ by Origin, so caches must key on it.
  response.setHeader('vary', 'Origin');
  const allowedOrigin = origin !== undefined && allowed.has(origin);
  if (allowedOrigin) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
  }
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
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
