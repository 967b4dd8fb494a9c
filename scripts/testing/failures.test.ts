import { describe, expect, it } from '@jest/globals';
import { failureLines } from './failures';

describe('failureLines', () => {
  it("names Jest's failed files and tests, not its console blocks", () => {
    const log = [
      'PASS unit shared/src/a.test.ts (3.1 s)',
      '  ● Console',
      '',
      '    console.error',
      'FAIL unit mfe-commerce/src/orders.test.tsx (41.2 s)',
      '  ● Orders › shows the paid order',
      '',
      '    expect(element).toBeVisible()',
      '  ● Orders › shows the paid order',
      'Tests:       1 failed, 12 passed, 13 total',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      'FAIL unit mfe-commerce/src/orders.test.tsx (41.2 s)',
      '● Orders › shows the paid order',
    ]);
  });

  it("names the tests Playwright's list reporter gives as failed and flaky", () => {
    const log = [
      '  ✘  3 [chromium] › tests/pay.spec.ts:10:3 › pays (12.0s)',
      '',
      '  1 failed',
      '    [chromium] › tests/pay.spec.ts:10:3 › pays ───────────',
      '  1 flaky',
      '    [chromium] › tests/orders.spec.ts:4:1 › lists orders ──',
      '  73 passed (19.3m)',
    ].join('\n');
    expect(failureLines(log)).toEqual([
      '1 failed',
      '  [chromium] › tests/pay.spec.ts:10:3 › pays ───────────',
      '1 flaky',
      '  [chromium] › tests/orders.spec.ts:4:1 › lists orders ──',
    ]);
  });

  it('finds nothing in a log without a failed test', () => {
    expect(failureLines('✖ 2 problems (2 errors, 0 warnings)\n')).toEqual([]);
  });
});
