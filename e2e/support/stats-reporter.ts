// Tests, assertions (`expect` calls) and seconds per spec file, for the summary of `npm test`
// (scripts/test-all.ts), written where Jest's runners write theirs. A retried test counts once.
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { recordFileStats } from '@suite/scripts/testing/stats';

interface SpecFigures {
  tests: Set<string>;
  assertions: number;
  seconds: number;
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export default class StatsReporter implements Reporter {
  private readonly specs = new Map<string, SpecFigures>();

  private figures(test: TestCase): SpecFigures {
    const file = path.relative(ROOT, test.location.file);
    let figures = this.specs.get(file);
    if (!figures) {
      figures = { tests: new Set(), assertions: 0, seconds: 0 };
      this.specs.set(file, figures);
    }
    return figures;
  }

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category === 'expect') this.figures(test).assertions += 1;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const figures = this.figures(test);
    figures.tests.add(test.id);
    figures.seconds += result.duration / 1000;
  }

  onEnd(): void {
    for (const [file, { tests, assertions, seconds }] of this.specs)
      recordFileStats({ file, tests: tests.size, assertions, seconds });
  }

  printsToStdio(): boolean {
    return false;
  }
}
