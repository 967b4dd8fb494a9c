// The file and folder paths the Markdown documents name, checked against the files git tracks, so a
// move that forgets its docs fails `pnpm lint` (scripts/check-docs.ts). A path may be written from
// the repository's root or from any folder (`src/http/`, `features/editor/editor-menu.ts`): it must be
// the end of a tracked path. What a build, a run or a URL makes (`dist/`, `.data/`, `/api/…`) is not checked.

/** A backticked path: a folder ends in `/`, a source file may stand alone, a document or data file has its folder. */
const PATH =
  /`((?:[A-Za-z0-9_.@-]+\/)+[A-Za-z0-9_.@-]+\.(?:json|md|yaml)|(?:[A-Za-z0-9_.@-]+\/)+|(?:[A-Za-z0-9_.@-]+\/)*[A-Za-z0-9_@-][A-Za-z0-9_.@-]*\.(?:ts|tsx|mjs|cjs|sql|sol))`/g;
/** Made by a build, a run or the federation's type plugin; or a URL path. */
const NOT_IN_GIT =
  /^(?:es|independent-packages|dist|dist-[^/]+|\.data|\.mf|test-results|playwright-report|coverage|mf-runtime|pay|@mf-types|lib|node_modules)\/|\/(?:dist|node_modules)\//;

export interface DocPathProblem {
  document: string;
  path: string;
  line: number;
}

function pathsIn(text: string): { path: string; line: number }[] {
  return text.split('\n').flatMap((content, index) =>
    [...content.matchAll(PATH)]
      .map(([, path = '']) => path)
      .filter((path) => !path.startsWith('@') && !NOT_IN_GIT.test(path))
      .map((path) => ({ path, line: index + 1 })),
  );
}

/** Every tracked file and every folder above one, as `a/b.ts` and `a/`. */
function trackedPaths(files: string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file);
    const parts = file.split('/');
    for (let end = 1; end < parts.length; end++) paths.add(`${parts.slice(0, end).join('/')}/`);
  }
  return paths;
}

export function missingPaths(
  documents: { document: string; text: string }[],
  files: string[],
): DocPathProblem[] {
  const tracked = trackedPaths(files);
  const suffixes = new Set<string>();
  for (const path of tracked) {
    const parts = path.split('/');
    for (let start = 0; start < parts.length; start++) suffixes.add(parts.slice(start).join('/'));
  }
  return documents.flatMap(({ document, text }) =>
    pathsIn(text)
      .filter(({ path }) => !suffixes.has(path))
      .map(({ path, line }) => ({ document, path, line })),
  );
}
