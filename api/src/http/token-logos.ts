import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { STABLECOIN_LOGOS, type StablecoinLogo } from '@suite/shared';

/** cryptocurrency-icons' colour SVGs, found through module resolution so they work offline. */
const ICONS_DIR = join(
  dirname(createRequire(import.meta.url).resolve('cryptocurrency-icons/package.json')),
  'svg',
  'color',
);

function isLogo(name: string): name is StablecoinLogo {
  return STABLECOIN_LOGOS.some((logo) => logo === name);
}

const cache = new Map<StablecoinLogo, Buffer>();

/**
 * Serves a stablecoin's logo (`STABLECOIN_LOGOS_PATH/{name}.svg`, the tokens' `logoURI`): only the
 * listed files, never another of node_modules. An SVG is a document, so it goes with a policy that
 * runs nothing in it. `file` is what follows the path. Returns false for anything else (the caller
 * answers 404).
 */
export async function serveTokenLogo(
  file: string,
  method: string,
  response: ServerResponse,
): Promise<boolean> {
  const name = /^\/([a-z]+)\.svg$/.exec(file)?.[1];
  if (!name || !isLogo(name)) return false;
  let svg = cache.get(name);
  if (!svg) {
    svg = await readFile(join(ICONS_DIR, `${name}.svg`));
    cache.set(name, svg);
  }
  response.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': svg.length,
    'cache-control': 'public, max-age=86400',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
  });
  response.end(method === 'HEAD' ? undefined : svg);
  return true;
}
