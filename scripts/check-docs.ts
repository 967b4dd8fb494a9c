// `pnpm check:docs` (part of `pnpm lint`): the documents stay true to the code.
// - docs/ARCHITECTURE.md's table of exposed modules is the one written from the apps' `exposes` and
//   shared/src/mount-props.ts, which must agree (scripts/docs/exposed-modules.ts); `--write` rewrites it.
// - Every file or folder path a tracked Markdown document names exists (scripts/docs/doc-paths.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { missingPaths } from './docs/doc-paths';
import {
  exposedModules,
  loadersOf,
  mismatches,
  moduleProps,
  renderTable,
  withTable,
} from './docs/exposed-modules';
import { ROOT } from './suite';

const write = process.argv.includes('--write');
const problems: string[] = [];

const architecture = path.join(ROOT, 'docs/ARCHITECTURE.md');
const modules = exposedModules(ROOT);
const props = moduleProps(ROOT);
problems.push(...mismatches(modules, props));
const document = readFileSync(architecture, 'utf8');
const next = withTable(document, renderTable(modules, props, loadersOf(ROOT, modules)));
if (next !== document && write) writeFileSync(architecture, next);
else if (next !== document) {
  problems.push(
    'docs/ARCHITECTURE.md: the table of exposed modules is out of date; run `pnpm check:docs --write`',
  );
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const documents = files
  .filter((file) => file.endsWith('.md') && !file.includes('node_modules/'))
  .map((document) => ({ document, text: readFileSync(path.join(ROOT, document), 'utf8') }));
problems.push(
  ...missingPaths(documents, files).map(
    ({ document, path: missing, line }) =>
      `${document}:${line}: \`${missing}\` is not a file or folder of the repository`,
  ),
);

if (problems.length > 0) {
  console.error(`Docs: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Docs: ${modules.length} exposed modules listed, ${documents.length} documents' paths exist.`);
