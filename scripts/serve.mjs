// Serves a built app (shell or remote) the way production would: static files with SPA fallback,
// CORS so other origins can load its federation manifest and chunks, and `/api` proxied to the API
// so the browser reaches it same-origin and its HttpOnly session cookie stays first-party.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/**
 * @param {{ dir: string, port: number, host?: string, apiUrl?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', apiUrl = 'http://127.0.0.1:4000' }) {
  const assets = sirv(path.resolve(dir), {
    single: true,
    dev: false,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      // The manifest and remotes.json must be re-read on every load so repointing takes effect at once.
      if (pathname.endsWith('.json') || pathname.endsWith('.html') || pathname.endsWith('remoteEntry.js')) {
        res.setHeader('Cache-Control', 'no-cache');
      }
    },
  });
  const api = new URL(apiUrl);
  const server = http.createServer((req, res) => {
    if (req.url === '/api' || req.url?.startsWith('/api/')) {
      const upstream = http.request(
        {
          hostname: api.hostname,
          port: api.port,
          path: req.url,
          method: req.method,
          headers: {
            ...req.headers,
            'x-forwarded-host': req.headers.host ?? '',
            'x-forwarded-proto': 'http',
            // The API limits some public calls per client: it reads the last address appended here.
            'x-forwarded-for': [req.headers['x-forwarded-for'], req.socket.remoteAddress]
              .filter(Boolean)
              .join(', '),
          },
        },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'BAD_GATEWAY', status: 502, message: 'The API is not reachable' }));
      });
      req.pipe(upstream);
      return;
    }
    assets(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
