import * as z from 'zod/v4';
import {
  checkUniqueIds,
  ElevationSchema,
  HexColorSchema,
  numberBetween,
  SECTION_CONTENT_MAX_LENGTH,
  SectionActionSchema,
  SectionIconNameSchema,
} from './section-parts';
import { atMostChars, coded, validationMessage, type ValidationCode } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';

export const STEPPER_ORIENTATIONS = ['horizontal', 'vertical'] as const;
/** The stepper's frame: a raised surface (elevation) or a bordered one (outlined). */
export const STEPPER_VARIANTS = ['elevation', 'outlined'] as const;
export const MOBILE_STEPPER_VARIANTS = ['text', 'dots', 'progress'] as const;
export type MobileStepperVariant = (typeof MOBILE_STEPPER_VARIANTS)[number];
export const MOBILE_STEPPER_POSITIONS = ['bottom', 'top', 'static'] as const;

/**
 * The English of `invalidStepper`, the message of every rule that ties the steps to the active,
 * completed and skipped ones (seed 000 §5).
 */
export const INVALID_STEPPER_MESSAGE = 'Invalid stepper configuration';

/** A button's text, `code` naming the button in the message ('Back button text is required'). */
const buttonText = (code: ValidationCode) => requiredText(40, coded(code));

export const StepSchema = z.object({
  id: requiredText(100, coded('stepIdRequired')),
  label: requiredText(120, coded('stepLabelRequired')),
  content: requiredText(SECTION_CONTENT_MAX_LENGTH, coded('stepContentRequired')),
  description: z.string().trim().max(300, atMostChars(300)),
  completed: z.boolean(),
  optional: z.boolean(),
  error: z.boolean(),
  disabled: z.boolean(),
  icon: SectionIconNameSchema.optional(),
  iconColor: HexColorSchema.optional(),
  actions: z.array(SectionActionSchema),
});
export type StepItem = z.infer<typeof StepSchema>;

export const StepperSettingsSchema = z.object({
  orientation: z.enum(STEPPER_ORIENTATIONS),
  variant: z.enum(STEPPER_VARIANTS),
  /** Visitors go through the steps in order. */
  linear: z.boolean(),
  /** Labels under the step icons rather than beside them. */
  alternativeLabel: z.boolean(),
  /** Visitors may open a step by clicking its label. */
  nonLinear: z.boolean(),
  /** Optional steps offer Skip (only when linear is off, seed 000 §5). */
  allowStepSkipping: z.boolean(),
  /** After the last step, visitors can start again. */
  allowStepReset: z.boolean(),
  /** On a phone, a compact stepper replaces the step labels. */
  mobileStepper: z.object({
    enabled: z.boolean(),
    variant: z.enum(MOBILE_STEPPER_VARIANTS),
    position: z.enum(MOBILE_STEPPER_POSITIONS),
  }),
  showBackButton: z.boolean(),
  showNextButton: z.boolean(),
  showSkipButton: z.boolean(),
  showResetButton: z.boolean(),
  backButtonText: buttonText('backButtonTextRequired'),
  nextButtonText: buttonText('nextButtonTextRequired'),
  skipButtonText: buttonText('skipButtonTextRequired'),
  resetButtonText: buttonText('resetButtonTextRequired'),
  finishButtonText: buttonText('finishButtonTextRequired'),
  completedIcon: SectionIconNameSchema,
  errorIcon: SectionIconNameSchema,
  hideStepIcons: z.boolean(),
  unmountOnExit: z.boolean(),
  /** Next stays disabled on a step marked as having an error. */
  validateOnNext: z.boolean(),
  elevation: ElevationSchema,
  borderRadius: numberBetween(0, 50),
  padding: numberBetween(0, 100),
  spacing: numberBetween(0, 10),
});
export type StepperSettings = z.infer<typeof StepperSettingsSchema>;

/** A step's position (0 is the first); one outside the steps, below 0 too, is 'Invalid stepper configuration'. */
const stepIndex = z.number(coded('number')).int(coded('wholeNumber'));

export const StepperConfigSchema = z
  .object({
    steps: z.array(StepSchema).min(1, coded('atLeastOneStep')),
    settings: StepperSettingsSchema,
    /** The step a visitor starts on (0 is the first). */
    activeStep: stepIndex,
    /** Steps shown as done when the page loads, by position. */
    completedSteps: z.array(stepIndex),
    /** Steps shown as skipped when the page loads, by position. */
    skippedSteps: z.array(stepIndex),
  })
  .superRefine(({ steps, settings, activeStep, completedSteps, skippedSteps }, context) => {
    checkUniqueIds(steps, 'steps', validationMessage('stepIdsUnique'), context);
    const count = steps.length;
    const invalid = (path: PropertyKey[]) =>
      context.addIssue({ code: 'custom', message: validationMessage('invalidStepper'), path });
    const outside = (index: number) => index < 0 || index >= count;
    if (activeStep < 0 || (count > 0 && activeStep >= count)) invalid(['activeStep']);
    if (settings.allowStepSkipping && settings.linear) invalid(['settings', 'allowStepSkipping']);
    if (completedSteps.some(outside)) invalid(['completedSteps']);
    if (skippedSteps.some(outside)) invalid(['skippedSteps']);
  });
export type StepperConfig = z.infer<typeof StepperConfigSchema>;

/** A new step's state before the owner changes it (its id and label come from its position). */
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
