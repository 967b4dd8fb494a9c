// Module ids that do not depend on the folder a build runs in. Rspack names a module shared through
// the federation by an identifier that embeds its fallback's absolute path (`consume shared module
// (default) react@^19 (singleton) (fallback: /home/…/node_modules/…/react/index.js)`, and `provide
// shared module … = /home/…`), and its deterministic ids hash that identifier: the same sources built
// in two clones gave those modules other ids, and the scripts that name them other bytes (12 bytes
// gzip apart in the shell's first-load chunk), so a route's weight moved with the folder and could
// cross its ceiling (route-budgets.mjs) on one machine and not on another. This plugin gives those
// modules their ids first, from the identifier with the repository's folder taken out; every other
// module keeps rspack's deterministic id, which skips the ids taken here.
import { createHash } from 'node:crypto';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The module types whose identifier carries an absolute path. */
const SHARED_MODULE_TYPES = ['consume-shared-module', 'provide-module'];

/** Five digits, as rspack's deterministic ids are in apps of this size. */
const ID_RANGE = 90_000;
const ID_BASE = 10_000;

/**
 * The id of a module named `identifier` (with `root` taken out), from its hash; the next free one
 * when another module of the build took it.
 * @param {string} identifier
 * @param {string} root
 * @param {Set<number>} taken
 */
export function pathFreeId(identifier, root, taken) {
  const key = identifier.split(root).join('<root>');
  const digest = createHash('sha256').update(key).digest();
  let id = ID_BASE + (digest.readUInt32BE(0) % ID_RANGE);
  while (taken.has(id)) id = ID_BASE + ((id - ID_BASE + 1) % ID_RANGE);
  taken.add(id);
  return id;
}

export class PathFreeIdsPlugin {
  /** @param {string} [root] The folder taken out of the identifiers: the repository's. */
  constructor(root = ROOT) {
    this.root = root;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PathFreeIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('PathFreeIdsPlugin', (modules) => {
        const shared = [];
        for (const module of modules) {
          if (!SHARED_MODULE_TYPES.includes(module.type)) continue;
          // What rspack hands this hook carries the identifier as a string.
          const identifier =
            typeof module.identifier === 'function' ? module.identifier() : String(module.identifier);
          shared.push({ module, identifier });
        }
        // In one order whatever the build's: a collision goes to the same module every time.
        shared.sort((a, b) => (a.identifier < b.identifier ? -1 : a.identifier > b.identifier ? 1 : 0));
        const taken = new Set();
        for (const { module, identifier } of shared) {
          // The hook takes an id set on the module it hands over (its typings do not say so).
          if (!Reflect.set(module, 'id', pathFreeId(identifier, this.root, taken)))
            throw new Error(`PathFreeIdsPlugin: rspack took no id for ${identifier}`);
        }
      });
    });
  }
}
