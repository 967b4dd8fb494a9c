// `pnpm check:i18n` (part of `pnpm lint`): fails naming each missing, extra, empty or unused message
// of the apps' catalogs — every `src/**/locales/en.json` of shared, the shell and the remotes, with
// its `es.json` and `pt.json`, checked against its package's source (scripts/i18n/check-catalogs.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkCatalog, type CatalogPlace } from './i18n/check-catalogs';
import { ROOT } from './suite';

function localesDirs(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const inner = path.join(dir, name);
    if (!statSync(inner).isDirectory() || name === 'node_modules') return [];
    if (name === 'locales' && existsSync(path.join(inner, 'en.json'))) return [inner];
    return localesDirs(inner);
  });
}

const packages = readdirSync(ROOT).filter(
  (name) => name === 'shared' || name === 'shell' || name.startsWith('mfe-'),
);
const places: CatalogPlace[] = packages.flatMap((name) => {
  const sourceDir = path.join(ROOT, name, 'src');
  return existsSync(sourceDir) ? localesDirs(sourceDir).map((localesDir) => ({ localesDir, sourceDir })) : [];
});

const problems = places.flatMap((place) => checkCatalog(place, ROOT));
if (problems.length > 0) {
  console.error(
    `Message catalogs: ${problems.length} problem(s)\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Message catalogs: ${places.map((place) => path.relative(ROOT, place.localesDir)).join(', ')} — en/es/pt complete, every key used.`,
);
