import type { StepperConfig } from '@suite/shared/sections';

/** Where a visitor is in the stepper: the open step, the steps done or skipped, and whether all are. */
export interface StepperProgress {
  active: number;
  completed: readonly number[];
  skipped: readonly number[];
  finished: boolean;
}

function sorted(indexes: Iterable<number>): number[] {
  return [...new Set(indexes)].sort((a, b) => a - b);
}

/** The progress a visitor starts with: the configured active step and the steps marked done or skipped. */
export function initialProgress({
  steps,
  activeStep,
  completedSteps,
  skippedSteps,
}: StepperConfig): StepperProgress {
  const marked = steps.flatMap((step, index) => (step.completed ? [index] : []));
  return {
    active: activeStep,
    completed: sorted([...completedSteps, ...marked]),
    skipped: sorted(skippedSteps),
    finished: false,
  };
}

function enabledAfter(config: StepperConfig, index: number): number | undefined {
  for (let next = index + 1; next < config.steps.length; next += 1) {
    if (!config.steps[next]?.disabled) return next;
  }
  return undefined;
}

function enabledBefore(config: StepperConfig, index: number): number | undefined {
  for (let previous = index - 1; previous >= 0; previous -= 1) {
    if (!config.steps[previous]?.disabled) return previous;
  }
  return undefined;
}

/** The step is the last a visitor can reach: Next reads Finish on it. */
export function isLastStep(config: StepperConfig, progress: StepperProgress): boolean {
  return enabledAfter(config, progress.active) === undefined;
}

/** Next (or Finish): the open step is done, and the next enabled step opens; none left, all are done. */
export function goNext(config: StepperConfig, progress: StepperProgress): StepperProgress {
  return leaveStep(config, progress, 'completed');
}

/** Skip: the open (optional) step is skipped rather than done, and the next one opens. */
export function goSkip(config: StepperConfig, progress: StepperProgress): StepperProgress {
  return leaveStep(config, progress, 'skipped');
}

/**
 * The open step left forwards, counted as done or as skipped (and no longer as the other), and the
 * next enabled step open; none left, all are done.
 */
function leaveStep(
  config: StepperConfig,
  progress: StepperProgress,
  as: 'completed' | 'skipped',
): StepperProgress {
  const { active } = progress;
  const add = (list: readonly number[]) => sorted([...list, active]);
  const drop = (list: readonly number[]) => list.filter((index) => index !== active);
  const completed = as === 'completed' ? add(progress.completed) : drop(progress.completed);
  const skipped = as === 'skipped' ? add(progress.skipped) : drop(progress.skipped);
  const next = enabledAfter(config, active);
  return next === undefined
    ? { ...progress, completed, skipped, finished: true }
    : { active: next, completed, skipped, finished: false };
}

/** Back: the previous enabled step opens. */
export function goBack(config: StepperConfig, progress: StepperProgress): StepperProgress {
  const previous = enabledBefore(config, progress.active);
  return previous === undefined ? progress : { ...progress, active: previous, finished: false };
}

/** Reset: back to the first enabled step, nothing done. */
export function resetProgress(config: StepperConfig): StepperProgress {
  const first = config.steps[0]?.disabled ? (enabledAfter(config, 0) ?? 0) : 0;
  return { active: first, completed: [], skipped: [], finished: false };
}

/**
 * Whether a click on a step's label opens it: only in a non-linear stepper, never a disabled step,
 * and in a linear one only up to the first step not yet done or skipped.
 */
export function canOpenStep(config: StepperConfig, progress: StepperProgress, index: number): boolean {
  if (!config.settings.nonLinear || config.steps[index]?.disabled) return false;
  if (!config.settings.linear) return true;
  let reachable = 0;
  while (progress.completed.includes(reachable) || progress.skipped.includes(reachable)) reachable += 1;
  return index <= Math.max(reachable, progress.active);
}
