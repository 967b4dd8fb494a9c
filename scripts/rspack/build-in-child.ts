import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** An `import` of a module by its file, for a script written to another folder. */
export function importOf(names: string, file: string): string {
  return `import { ${names} } from ${JSON.stringify(pathToFileURL(file).href)};`;
}

/**
 * Runs one Rspack build in a process of its own, for a test (Jest runs CommonJS, Rspack's API is an
 * ES module): `build.mjs` in `folder` imports `rspack` and `imports`, builds `config` (a JavaScript
 * expression, which may use `rspack`) and exits 1 when Rspack reports an error, printed on stderr.
 */
export function buildInChild(folder: string, imports: string[], config: string) {
  const build = path.join(folder, 'build.mjs');
  fs.writeFileSync(
    build,
    `${[importOf('rspack', require.resolve('@rspack/core')), ...imports].join('\n')}
rspack(${config}).run((error, stats) => {
  if (error) throw error;
  const { errors } = stats.toJson({ all: false, errors: true });
  for (const { message } of errors) console.error(message);
  process.exit(errors.length > 0 ? 1 : 0);
});
`,
  );
  const result = spawnSync(process.execPath, [build], { encoding: 'utf8' });
  return { status: result.status, stderr: result.stderr };
}
