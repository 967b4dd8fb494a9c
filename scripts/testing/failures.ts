// What failed in a test step, read from its log, for the summary of `npm test` (scripts/test-all.ts):
// the end of a long output then names the failed tests, not only the step.

/**
 * The lines of a failed step's log that name what failed: Jest's `FAIL <file>` and `● <test>`
 * headings (not its `● Console` blocks), and the tests Playwright's list reporter lists under
 * `N failed` and `N flaky` at its end; ESLint's and the other checks' errors are left to the log.
 */
export function failureLines(log: string): string[] {
  const lines = log.split('\n');
  const found: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (/^FAIL\s/.test(line) || (/^\s*● /.test(line) && !/^\s*● Console\s*$/.test(line)))
      found.push(line.trim());
    const listed = /^(\s+)\d+ (failed|flaky)\s*$/.exec(line);
    if (!listed) continue;
    const indent = listed[1]?.length ?? 0;
    found.push(line.trim());
    for (let next = index + 1; next < lines.length; next += 1) {
      const test = lines[next] ?? '';
      if ((/^\s*/.exec(test)?.[0].length ?? 0) <= indent || !test.trim()) break;
      found.push(`  ${test.trim()}`);
    }
  }
  return [...new Set(found)];
}
