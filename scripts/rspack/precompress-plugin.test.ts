import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PrecompressPlugin } from './precompress-plugin.mjs';

type AfterEmit = (compilation: unknown) => Promise<void>;

/** What a script of a build looks like to brotli: code, repetitive but not uniform. */
function script(bytes: number): Buffer {
  let text = '';
  for (let index = 0; text.length < bytes; index += 1)
    text += `function f${index}(a,b){return a*${(index * 7919) % 1013}+b.x${index % 97}("${index.toString(36)}")}\n`;
  return Buffer.from(text);
}

function brotliAt(quality: number, content: Buffer): Buffer {
  return zlib.brotliCompressSync(content, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

/** Runs the plugin's afterEmit on `files`, as a production build whose output is `dir`. */
async function precompress(dir: string, files: Record<string, Buffer>): Promise<void> {
  let afterEmit: AfterEmit | undefined;
  const compiler = {
    outputPath: dir,
    hooks: { afterEmit: { tapPromise: (_name: string, fn: AfterEmit) => (afterEmit = fn) } },
  };
  new PrecompressPlugin().apply(compiler as never);
  const compilation = {
    outputOptions: { path: dir },
    getAssets: () =>
      Object.entries(files).map(([name, content]) => ({
        name,
        source: { size: () => content.length, buffer: () => content },
      })),
  };
  if (!afterEmit) throw new Error('The plugin did not tap afterEmit');
  await afterEmit(compilation);
}

describe('PrecompressPlugin', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  // Above the 256 KiB past which scripts took quality 6 until 2026-12-01.
  const big = script(300_000);
  const small = script(20_000);
  // Bytes that pass for WebAssembly: the plugin goes by the name.
  const wasm = script(100_000);

  beforeAll(() => precompress(dir, { 'first-load.abc.js': big, 'main.abc.js': small, 'zxing.wasm': wasm }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes every text file at brotli quality 10, one above 256 KiB too', () => {
    const written = readFileSync(path.join(dir, 'first-load.abc.js.br'));
    expect(written.equals(brotliAt(10, big))).toBe(true);
    // Not the quality 6 such a file was given until 2026-12-01, which is larger.
    expect(written.length).toBeLessThan(brotliAt(6, big).length);
    expect(readFileSync(path.join(dir, 'main.abc.js.br')).equals(brotliAt(10, small))).toBe(true);
  });

  it('writes WebAssembly at quality 6', () => {
    expect(readFileSync(path.join(dir, 'zxing.wasm.br')).equals(brotliAt(6, wasm))).toBe(true);
  });

  it('writes gzip copies that decompress to the file', () => {
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'first-load.abc.js.gz'))).equals(big)).toBe(true);
    expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'first-load.abc.js.br'))).equals(big)).toBe(
      true,
    );
  });
});
