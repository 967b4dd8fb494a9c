import { createReadStream } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** swagger-ui-dist's folder, found through module resolution so the docs work offline. */
const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page needs; nothing else of node_modules is ever served. */
const FILES: Readonly<Record<string, string>> = {
  'index.html': 'text/html; charset=utf-8',
  'index.css': 'text/css; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'oauth2-redirect.html': 'text/html; charset=utf-8',
  'oauth2-redirect.js': 'text/javascript; charset=utf-8',
  'favicon-16x16.png': 'image/png',
  'favicon-32x32.png': 'image/png',
};

// Replaces swagger-ui-dist's initializer (which points at the petstore demo). Relative, so the page
// works wherever /api is mounted: /api/docs/ → /api/openapi.json.
const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: new URL('../openapi.json', window.location.href).href,
    dom_id: '#swagger-ui',
    deepLinking: true,
    withCredentials: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    plugins: [SwaggerUIBundle.plugins.DownloadUrl],
    layout: 'StandaloneLayout',
  });
};
`;

/**
 * Serves the docs page under `/api/docs/`. `path` is what follows `/api/docs`. Returns false when
 * the path is not part of the page (the caller answers 404).
 */
export function serveDocs(path: string, response: ServerResponse): boolean {
  if (path === '') {
    // The page loads its assets relative to the folder, so it must be addressed with a slash.
    response.writeHead(308, { location: '/api/docs/' }).end();
    return true;
  }
  const file = path === '/' ? 'index.html' : path.slice(1);
  if (file === 'swagger-initializer.js') {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(INITIALIZER);
    return true;
  }
  const contentType = FILES[file];
  if (!contentType) return false;
  response.writeHead(200, { 'content-type': contentType, 'cache-control': 'public, max-age=3600' });
  createReadStream(join(SWAGGER_UI_DIR, file))
    .on('error', (error) => response.destroy(error))
    .pipe(response);
  return true;
}
