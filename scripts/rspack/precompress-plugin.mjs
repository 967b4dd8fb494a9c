// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of a production build, so
// the static server (scripts/serve.mjs) sends compressed files without compressing on each request,
// as a CDN would. Source maps are left alone: only developer tools fetch them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const PLUGIN_NAME = 'SuitePrecompressPlugin';
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|wasm|ttf|txt)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality 10 for the text files (scripts, styles, pages, data), 6 for the binary ones (the QR
 * WebAssembly, 1 MB, loaded only to scan: 10 took 2.2 s there for 10 % fewer bytes). Quality 11 of
 * the five apps' files up to 256 KiB (≈ 21 MB) took 41 s of CPU on the Intel Xeon machine against 16 s
 * at 10, for 1.9 % fewer bytes (6,017 against 6,131 KiB), and the whole build must stay under a minute.
 * Until 2026-12-01 every file above 256 KiB took 6, to spare the build Monaco (2.9 MB): then the
 * `first-load` chunk every admin route loads (1 MB) was 24 KiB larger (298 against 274 KiB), and so
 * were the pay page's React and antd chunk and WalletConnect's, by 8 % in all.
 */
const BINARY = /\.(wasm|ttf)$/;
const TEXT_QUALITY = 10;
const BINARY_QUALITY = 6;

/**
 * @param {string} name
 * @param {Buffer} content
 */
function brotliOf(name, content) {
  return brotli(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BINARY.test(name) ? BINARY_QUALITY : TEXT_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN_NAME, async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const assets = compilation
        .getAssets()
        .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_BYTES);
      await Promise.all(
        assets.map(async (asset) => {
          const content = asset.source.buffer();
          const file = path.join(outputPath, asset.name);
          const [br, gz] = await Promise.all([brotliOf(asset.name, content), gzip(content, { level: 9 })]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
