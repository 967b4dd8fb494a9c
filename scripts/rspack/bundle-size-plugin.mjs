// Prints what each build weighs where it matters: the JavaScript a page must load before the app
// can start (the entry's initial chunks), the remote entry, and the largest lazy chunks, all gzip;
// and writes the build's chunk map (chunk-map.mjs), from which `pnpm build` checks each route's
// first load against its ceiling (route-weights.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHUNK_MAP_FILE, chunkMapOf } from './chunk-map.mjs';

const PLUGIN_NAME = 'SuiteBundleSizePlugin';
const LARGEST_CHUNKS_SHOWN = 6;

/** @param {number} bytes */
function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export class BundleSizePlugin {
  /** @param {{ appName: string, chunkMapFile?: string }} options `chunkMapFile`: where, in the output folder. */
  constructor({ appName, chunkMapFile = CHUNK_MAP_FILE }) {
    this.appName = appName;
    this.chunkMapFile = chunkMapFile;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap(PLUGIN_NAME, (stats) => {
      const { compilation } = stats;
      if (compilation.errors.length > 0) return;
      /** @type {Map<string, number>} */
      const gzipSizes = new Map();
      for (const asset of compilation.getAssets()) {
        if (!asset.name.endsWith('.js')) continue;
        gzipSizes.set(asset.name, zlib.gzipSync(asset.source.buffer(), { level: 9 }).length);
      }
      const lines = [`\n[${this.appName}] JavaScript, gzip:`];
      for (const [name, entrypoint] of compilation.entrypoints) {
        const files = entrypoint.getFiles().filter((file) => file.endsWith('.js'));
        const total = files.reduce((sum, file) => sum + (gzipSizes.get(file) ?? 0), 0);
        lines.push(`  initial JS of entry "${name}": ${kb(total)} (${files.join(', ')})`);
      }
      const all = [...gzipSizes.values()].reduce((sum, size) => sum + size, 0);
      lines.push(
        `  all JS (lazy chunks and shared fallbacks included): ${kb(all)} in ${gzipSizes.size} files`,
      );
      const largest = [...gzipSizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, LARGEST_CHUNKS_SHOWN);
      for (const [file, size] of largest) lines.push(`    ${kb(size).padStart(9)}  ${file}`);
      console.log(lines.join('\n'));
      const file = path.join(compilation.outputOptions.path ?? '', this.chunkMapFile);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${JSON.stringify(chunkMapOf(compilation, gzipSizes))}\n`);
    });
  }
}
