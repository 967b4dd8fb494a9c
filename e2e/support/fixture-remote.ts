import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { serveApp } from '../../scripts/serve.mjs';
import createLaterRemoteConfig from '../fixtures/later-remote/rspack.config.mjs';

/** The later build of mfe_commerce (e2e/fixtures/later-remote): its screen shows "Rate your purchases". */
const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/later-remote/', import.meta.url));

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

export interface ServedRemote {
  manifestUrl: string;
  close: () => Promise<void>;
}

/**
 * Builds the later mfe_commerce with the suite's federation setup (for another React range with
 * `reactRange`, without its own use of Rate with `rate: false`) and serves it as a static host
 * would, on `port` of localhost.
 */
export async function buildAndServeLaterRemote(
  port: number,
  options: { reactRange?: string; outName?: string; rate?: boolean } = {},
): Promise<ServedRemote> {
  await build(createLaterRemoteConfig(options));
  const dir = path.join(FIXTURE_DIR, options.outName ? `dist-${options.outName}` : 'dist');
  const server = await serveApp({ dir, port });
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
