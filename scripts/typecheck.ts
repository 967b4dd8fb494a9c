// `pnpm typecheck [package…]`: type-checks every workspace package that has a tsconfig.json (or
// only the named folders) with TypeScript 7, the native compiler, two at a time. TypeScript 5.9
// stays installed for the tools that use the compiler's API (typescript-eslint); see ADR 0006.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './suite';

const PARALLEL = 2;

/** The folders of pnpm-workspace.yaml's `packages:` list (plain paths, no globs). */
function workspaceFolders(): string[] {
  const manifest = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+- .+\n)+)/m.exec(manifest)?.[1] ?? '';
  return list
    .split('\n')
    .map((line) => line.replace(/^\s+- /, '').trim())
    .filter(Boolean);
}

const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);

function check(folder: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: path.join(ROOT, folder),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const lines = output.trim() ? output.trim().split('\n') : [];
      for (const line of lines) console.log(`${folder}/${line}`);
      console.log(`${code === 0 ? '✔' : '✘'} ${folder}`);
      resolve(code === 0);
    });
  });
}

/**
 * A package that checks its types with a `typecheck` script of its own: the partner host, which
 * type-checks against the types the section editors' build publishes, after the build
 * (scripts/check-partner-types.ts, run by `pnpm build`).
 */
function hasOwnTypecheck(folder: string): boolean {
  const manifest = path.join(ROOT, folder, 'package.json');
  return existsSync(manifest) && 'typecheck' in (JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {});
}

const asked = process.argv.slice(2);
const folders = (
  asked.length > 0 ? asked : workspaceFolders().filter((folder) => !hasOwnTypecheck(folder))
).filter((folder) => existsSync(path.join(ROOT, folder, 'tsconfig.json')));
const results: boolean[] = [];
const queue = [...folders];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let folder = queue.shift(); folder; folder = queue.shift()) results.push(await check(folder));
  }),
);
process.exit(results.every(Boolean) && results.length === folders.length ? 0 : 1);
