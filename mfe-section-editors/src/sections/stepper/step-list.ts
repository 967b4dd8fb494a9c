import type { StepItem, StepperConfig } from '@suite/shared/sections';
import {
  copyName,
  indexAfterMove,
  indexesAfterInsertion,
  indexesAfterRemoval,
  moveItem,
  newItemId,
  nextItemName,
} from '../../section-kit/lists/list-items';
import { STEP_DEFAULTS } from './defaults';
import { FORM_CHANGE } from '../../section-kit/editor/editor-form';
import type { CollapsibleList } from '../../section-kit/lists/collapsible-list-editor';

/** A new step: a generated id and the name 'Step N' (seed 000 §4). */
function createStep(steps: readonly StepItem[]): StepItem {
  return {
    ...STEP_DEFAULTS,
    id: newItemId('step', steps),
    label: nextItemName(
      'Step',
      steps.map((step) => step.label),
    ),
  };
}

/** Appends a new step; no position changes. */
export function addStep(config: StepperConfig): StepperConfig {
  return { ...config, steps: [...config.steps, createStep(config.steps)] };
}

/**
 * Inserts a copy of the step at `index` right after it, with a new id and '(Copy)'; the active,
 * completed and skipped positions after it move down one.
 */
export function duplicateStep(config: StepperConfig, index: number): StepperConfig {
  const original = config.steps[index];
  if (!original) return config;
  const at = index + 1;
  const copy: StepItem = {
    ...structuredClone(original),
    id: newItemId('step', config.steps),
    label: copyName(original.label),
  };
  return {
    ...config,
    steps: [...config.steps.slice(0, at), copy, ...config.steps.slice(at)],
    activeStep: config.activeStep >= at ? config.activeStep + 1 : config.activeStep,
    completedSteps: indexesAfterInsertion(config.completedSteps, at),
    skippedSteps: indexesAfterInsertion(config.skippedSteps, at),
  };
}

/**
 * Removes the step at `index`. The active step goes down one when it was this step or a later one
 * (so the same step stays active, or the one before the removed one), and the completed and skipped
 * positions drop this step and shift the later ones up.
 */
export function removeStep(config: StepperConfig, index: number): StepperConfig {
  if (!config.steps[index]) return config;
  const steps = config.steps.filter((_, at) => at !== index);
  const lowered = config.activeStep >= index ? config.activeStep - 1 : config.activeStep;
  return {
    ...config,
    steps,
    activeStep: Math.max(0, Math.min(lowered, steps.length - 1)),
    completedSteps: indexesAfterRemoval(config.completedSteps, index),
    skippedSteps: indexesAfterRemoval(config.skippedSteps, index),
  };
}

/** Moves a step; the active, completed and skipped positions follow their steps. */
export function moveStep(config: StepperConfig, from: number, to: number): StepperConfig {
  const follow = (index: number) => indexAfterMove(index, from, to);
  return {
    ...config,
    steps: moveItem(config.steps, from, to),
    activeStep: follow(config.activeStep),
    completedSteps: config.completedSteps.map(follow),
    skippedSteps: config.skippedSteps.map(follow),
  };
}

/** The Steps tab's list: its steps by label, a copy going right after its original. */
export const STEP_LIST: CollapsibleList<StepperConfig> = {
  name: 'steps',
  titleField: (index) => `steps.${index}.label`,
  fallbackName: (index) => `Step ${index + 1}`,
  add: addStep,
  move: moveStep,
  duplicate: duplicateStep,
  remove: removeStep,
  apply: (form, next) => {
    form.setValue('steps', next.steps, FORM_CHANGE);
    form.setValue('activeStep', next.activeStep, FORM_CHANGE);
    form.setValue('completedSteps', next.completedSteps, FORM_CHANGE);
    form.setValue('skippedSteps', next.skippedSteps, FORM_CHANGE);
  },
};
