import type { StepItem, StepperConfig, StepperSettings } from '@suite/shared';

/** A new step's state before the owner changes it. */
export const STEP_DEFAULTS: Omit<StepItem, 'id' | 'label'> = {
  content: '',
  description: '',
  completed: false,
  optional: false,
  error: false,
  disabled: false,
  actions: [],
};

/**
 * Seed 000 §9: horizontal, linear, padding 24, spacing 2, elevation 1, radius 4; buttons Back, Next,
 * Skip, Reset, Finish; completed icon Check, error icon Warning.
 */
export const STEPPER_SETTINGS_DEFAULTS: StepperSettings = {
  orientation: 'horizontal',
  variant: 'elevation',
  linear: true,
  alternativeLabel: false,
  nonLinear: false,
  allowStepSkipping: false,
  allowStepReset: true,
  mobileStepper: { enabled: false, variant: 'dots', position: 'static' },
  showBackButton: true,
  showNextButton: true,
  showSkipButton: true,
  showResetButton: true,
  backButtonText: 'Back',
  nextButtonText: 'Next',
  skipButtonText: 'Skip',
  resetButtonText: 'Reset',
  finishButtonText: 'Finish',
  completedIcon: 'Check',
  errorIcon: 'Warning',
  hideStepIcons: false,
  unmountOnExit: false,
  validateOnNext: false,
  elevation: 1,
  borderRadius: 4,
  padding: 24,
  spacing: 2,
};

/** A new stepper section: one step, 'Step 1', waiting for its content. */
export const STEPPER_DEFAULTS: StepperConfig = {
  steps: [{ id: 'step-1', label: 'Step 1', ...STEP_DEFAULTS }],
  settings: STEPPER_SETTINGS_DEFAULTS,
  activeStep: 0,
  completedSteps: [],
  skippedSteps: [],
};
