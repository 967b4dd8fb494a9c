import type { FieldLabels } from '../field-labels';
import { ACTION_LABELS } from '../section-parts/action-labels';

/** The stepper editor's words for its fields: its form and the preview's messages use them. */
export const STEPPER_LABELS = {
  steps: {
    item: 'Step',
    label: 'Steps',
    fields: {
      id: 'Step ID',
      label: 'Label',
      description: 'Description',
      content: 'Content',
      icon: 'Step icon',
      iconColor: 'Icon colour',
      optional: 'Optional',
      completed: 'Completed',
      error: 'Has an error',
      disabled: 'Disabled',
      actions: ACTION_LABELS,
    },
  },
  activeStep: 'Active step',
  completedSteps: 'Completed steps',
  skippedSteps: 'Skipped steps',
  settings: {
    label: 'Settings',
    fields: {
      linear: 'Linear',
      nonLinear: 'Clickable steps',
      allowStepSkipping: 'Allow skipping',
      allowStepReset: 'Allow reset',
      validateOnNext: 'Check before Next',
      unmountOnExit: 'Unload hidden steps',
      orientation: 'Orientation',
      variant: 'Variant',
      alternativeLabel: 'Labels under the icons',
      hideStepIcons: 'Hide step icons',
      completedIcon: 'Completed icon',
      errorIcon: 'Error icon',
      elevation: 'Elevation',
      borderRadius: 'Border radius',
      padding: 'Padding',
      spacing: 'Spacing',
      showBackButton: 'Show Back',
      backButtonText: 'Back button text',
      showNextButton: 'Show Next',
      nextButtonText: 'Next button text',
      showSkipButton: 'Show Skip',
      skipButtonText: 'Skip button text',
      showResetButton: 'Show Reset',
      resetButtonText: 'Reset button text',
      finishButtonText: 'Finish button text',
      mobileStepper: {
        fields: {
          enabled: 'Mobile stepper',
          variant: 'Mobile stepper style',
          position: 'Mobile stepper position',
        },
      },
    },
  },
} as const satisfies FieldLabels;
