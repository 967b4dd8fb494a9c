// What a build's JavaScript is made of, for the route weights of `pnpm build` (route-weights.mjs):
// each file's gzip size, and each chunk group a page loads as a whole — an entry, an exposed module,
// a lazy import of the app's own source (keyed `<importing file> → <request>`), the fallback of a
// shared module (keyed `share:<key>`) — with its files and the shared modules its code asks the
// federation runtime for when it loads. Written as `chunk-map.json` beside the build.
import path from 'node:path';

export const CHUNK_MAP_FILE = 'chunk-map.json';

const CONSUME = /^consume shared module \([^)]*\) (.+?)@[\^~\d*]/;
const PROVIDE = /^provide shared module \([^)]*\) (.+?)@\d/;

/**
 * The share key a module asks for (`react`, `@suite/shared/react`), when it is a federation consume.
 * @param {string} identifier
 * @returns {string | undefined}
 */
export function consumedShare(identifier) {
  return CONSUME.exec(identifier)?.[1];
}

/**
 * The share key a module provides (the fallback group of an app's own copy), when it is a federation
 * provide.
 * @param {string} identifier
 * @returns {string | undefined}
 */
export function providedShare(identifier) {
  return PROVIDE.exec(identifier)?.[1];
}

/**
 * @typedef {object} ChunkMap
 * @property {Record<string, number>} files Gzip bytes of each JavaScript file.
 * @property {Record<string, { files: string[], consumes: string[] }>} groups
 */

/**
 * @param {import('@rspack/core').Compilation} compilation
 * @param {Map<string, number>} gzipSizes Gzip bytes of every `.js` asset.
 * @returns {ChunkMap}
 */
export function chunkMapOf(compilation, gzipSizes) {
  const context = compilation.options.context ?? process.cwd();
  /** @type {ChunkMap['groups']} */
  const groups = {};
  for (const group of compilation.chunkGroups) {
    const consumes = new Set();
    for (const chunk of group.chunks) {
      // Consumes are modules of their own, in chunks that may emit no file at all.
      for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
        const share = consumedShare(module.identifier());
        if (share) consumes.add(share);
      }
    }
    const entry = {
      files: group.getFiles().filter((file) => file.endsWith('.js')),
      consumes: [...consumes].sort(),
    };
    if (group.name) groups[group.name] = entry;
    for (const origin of group.origins) {
      const identifier = origin.module?.identifier() ?? '';
      // What the federation runtime loads when it hands out this app's copy of a shared module: the
      // group of the module that provides it (a consume's own fallback is loaded only when nothing
      // provides the package at all).
      const provided = providedShare(identifier);
      if (provided) groups[`share:${provided}`] = entry;
      if (provided || consumedShare(identifier)) continue;
      const { module } = origin;
      const resource =
        module && 'resource' in module && typeof module.resource === 'string' ? module.resource : '';
      // Lazy imports of the apps' own source: a library's own lazy chunks are nobody's first load.
      if (!resource || !origin.request || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const from = path.relative(context, resource).split(path.sep).join('/');
      groups[`${from} → ${origin.request}`] = entry;
    }
  }
  return { files: Object.fromEntries(gzipSizes), groups };
}
