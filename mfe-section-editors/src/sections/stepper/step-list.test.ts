import type { StepperConfig } from '@suite/shared/sections';
import { STEPPER_DEFAULTS, STEP_DEFAULTS } from './defaults';
import { addStep, duplicateStep, moveStep, removeStep } from './step-list';
import { canOpenStep, goBack, goNext, goSkip, initialProgress, resetProgress } from './stepper-progress';

const step = (id: string) => ({ ...STEP_DEFAULTS, id, label: id.toUpperCase(), content: `${id} text` });

const CONFIG: StepperConfig = {
  ...STEPPER_DEFAULTS,
  steps: ['a', 'b', 'c', 'd'].map(step),
  activeStep: 2,
  completedSteps: [0, 1],
  skippedSteps: [3],
};

describe('step list operations', () => {
  it("appends 'Step N' with a generated id, moving no position", () => {
    const next = addStep(CONFIG);
    expect(next.steps[4]?.label).toBe('Step 5');
    expect(next.steps[4]?.id).toMatch(/^step-/);
    expect([next.activeStep, next.completedSteps, next.skippedSteps]).toEqual([2, [0, 1], [3]]);
  });

  it("inserts a duplicate '(Copy)' right after the original, shifting the positions after it", () => {
    const next = duplicateStep(CONFIG, 1);
    expect(next.steps.map((item) => item.label)).toEqual(['A', 'B', 'B (Copy)', 'C', 'D']);
    expect(next.steps[2]?.id).not.toBe('b');
    expect(next.activeStep).toBe(3);
    expect(next.completedSteps).toEqual([0, 1]);
    expect(next.skippedSteps).toEqual([4]);
  });

  it('lowers the active step and shifts the completed and skipped positions on removal', () => {
    const next = removeStep(CONFIG, 1);
    expect(next.steps.map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(next.activeStep).toBe(1);
    expect(next.completedSteps).toEqual([0]);
    expect(next.skippedSteps).toEqual([2]);
    // Removing the active step itself opens the one before it.
    expect(removeStep(CONFIG, 2).activeStep).toBe(1);
    // Removing a later step leaves the active step alone.
    expect(removeStep(CONFIG, 3)).toMatchObject({ activeStep: 2, skippedSteps: [] });
    // Never below the first step.
    expect(removeStep({ ...CONFIG, activeStep: 0 }, 0).activeStep).toBe(0);
  });

  it('keeps the positions with their steps when a step moves', () => {
    const next = moveStep(CONFIG, 3, 0);
    expect(next.steps.map((item) => item.id)).toEqual(['d', 'a', 'b', 'c']);
    expect(next).toMatchObject({ activeStep: 3, completedSteps: [1, 2], skippedSteps: [0] });
  });
});

describe('a visitor going through the steps', () => {
  const config: StepperConfig = {
    ...STEPPER_DEFAULTS,
    steps: [step('a'), { ...step('b'), disabled: true }, { ...step('c'), optional: true }],
    settings: { ...STEPPER_DEFAULTS.settings, linear: false, nonLinear: true, allowStepSkipping: true },
  };

  it('passes over disabled steps, skips optional ones, finishes and resets', () => {
    let progress = initialProgress(config);
    progress = goNext(config, progress);
    expect(progress).toEqual({ active: 2, completed: [0], skipped: [], finished: false });
    progress = goBack(config, progress);
    expect(progress.active).toBe(0);
    progress = goSkip(config, goNext(config, progress));
    expect(progress).toEqual({ active: 2, completed: [0], skipped: [2], finished: true });
    expect(resetProgress(config)).toEqual({ active: 0, completed: [], skipped: [], finished: false });
  });

  it('opens a step by its label only when clickable, and in a linear stepper only up to the next undone one', () => {
    const progress = initialProgress(config);
    expect(canOpenStep(config, progress, 2)).toBe(true);
    expect(canOpenStep(config, progress, 1)).toBe(false);
    const linear = { ...config, settings: { ...config.settings, linear: true } };
    expect(canOpenStep(linear, progress, 2)).toBe(false);
    expect(canOpenStep(linear, { ...progress, completed: [0, 1] }, 2)).toBe(true);
    const plain = { ...config, settings: { ...config.settings, nonLinear: false } };
    expect(canOpenStep(plain, progress, 2)).toBe(false);
  });
});
