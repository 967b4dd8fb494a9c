// Serves a built app (shell or remote) the way production would: static files with SPA fallback,
// CORS so other origins can load its federation manifest and chunks, and `/api` proxied to the API
// so the browser reaches it same-origin and its HttpOnly session cookie stays first-party.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** `/c/{id}`: a buyer's pay page, answered with the app's `pay.html` when it has one (the shell, ADR 0014). */
export const PAY_PAGE_PATH = /^\/c\/[^/]+\/?(?:\?.*)?$/;

/** A file whose name carries its content hash (`main.0b9bfd0c.js`, an asset's `3f…e1.ttf`). */
const HASHED_FILE = /(^|[./])[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/;

/**
 * Hashed files never change under their name: cached for a year without asking again. Everything
 * else — index.html (and every SPA route it answers), remotes.json, mf-manifest.json, remoteEntry.js —
 * is revalidated on each load (ETag, 304), so repointing a remote or deploying takes effect at once.
 * @param {string} pathname
 */
export function cacheControl(pathname) {
  return HASHED_FILE.test(pathname.split('/').pop() ?? '')
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

/** `/embed/{id}`: a widget as its owner's own sites frame it (the embed code, ADR 0037). */
const EMBED_PATH = /^\/embed\//;

/**
 * The headers every static answer carries. No file is read as another type than it is sent as, and
 * no page of the admin can be framed by another origin — a sibling app's origin is same-site, so its
 * frame would get the session cookie and could steer the owner's clicks (ADR 0008) — except the embed
 * page, which owners' sites frame on purpose.
 * @param {string} url the request's path and query
 * @returns {Record<string, string>}
 */
export function securityHeaders(url) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(EMBED_PATH.test(url) ? {} : { 'Content-Security-Policy': "frame-ancestors 'self'" }),
  };
}

/**
 * @param {{ dir: string, port: number, host?: string, apiUrl?: string }} options
 * @returns {Promise<http.Server>}
 */
export function serveApp({ dir, port, host = '127.0.0.1', apiUrl = 'http://127.0.0.1:4000' }) {
  const assets = sirv(path.resolve(dir), {
    single: true,
    // Each request looks the file up on disk (sirv's production mode reads every file's size once, at
    // start): a file replaced in place — remotes.json edited to repoint or roll back a remote, a new
    // build copied over — is served as it is now, never cut to the length it had (ADR 0018).
    dev: true,
    etag: true,
    // The `.br` and `.gz` copies the build wrote beside each file (scripts/rspack/precompress-plugin.mjs).
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  const payPage = fs.existsSync(path.join(dir, 'pay.html'));
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
    for (const [name, value] of Object.entries(securityHeaders(req.url ?? '/'))) res.setHeader(name, value);
    // The one rule beside the SPA fallback that a CDN in front of the shell needs too (README).
    if (payPage && PAY_PAGE_PATH.test(req.url ?? '')) req.url = '/pay.html';
    assets(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
