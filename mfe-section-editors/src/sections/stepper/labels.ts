import type { FieldLabels } from '../../section-kit/field-labels';
import { ACTION_LABELS } from '../../section-kit/actions/action-labels';

/** The stepper editor's words for its fields: its form and the preview's messages use them. */
export const STEPPER_LABELS = {
  steps: {
    item: 'stepper.fields.steps.entry',
    label: 'stepper.fields.steps.list',
    fields: {
      id: 'stepper.fields.steps.id',
      label: 'fields.label',
      description: 'fields.description',
      content: 'fields.content',
      icon: 'stepper.fields.steps.icon',
      iconColor: 'stepper.fields.steps.iconColor',
      optional: 'stepper.fields.steps.optional',
      completed: 'stepper.fields.steps.completed',
      error: 'stepper.fields.steps.error',
      disabled: 'fields.disabled',
      actions: ACTION_LABELS,
    },
  },
  activeStep: 'stepper.fields.activeStep',
  completedSteps: 'stepper.fields.completedSteps',
  skippedSteps: 'stepper.fields.skippedSteps',
  settings: {
    label: 'fields.settings',
    fields: {
      linear: 'stepper.fields.settings.linear',
      nonLinear: 'stepper.fields.settings.nonLinear',
      allowStepSkipping: 'stepper.fields.settings.allowStepSkipping',
      allowStepReset: 'stepper.fields.settings.allowStepReset',
      validateOnNext: 'stepper.fields.settings.validateOnNext',
      unmountOnExit: 'stepper.fields.settings.unmountOnExit',
      orientation: 'fields.orientation',
      variant: 'fields.variant',
      alternativeLabel: 'stepper.fields.settings.alternativeLabel',
      hideStepIcons: 'stepper.fields.settings.hideStepIcons',
      completedIcon: 'stepper.fields.settings.completedIcon',
      errorIcon: 'stepper.fields.settings.errorIcon',
      elevation: 'fields.elevation',
      borderRadius: 'fields.borderRadius',
      padding: 'fields.padding',
      spacing: 'fields.spacing',
      showBackButton: 'stepper.fields.settings.showBackButton',
      backButtonText: 'stepper.fields.settings.backButtonText',
      showNextButton: 'stepper.fields.settings.showNextButton',
      nextButtonText: 'stepper.fields.settings.nextButtonText',
      showSkipButton: 'stepper.fields.settings.showSkipButton',
      skipButtonText: 'stepper.fields.settings.skipButtonText',
      showResetButton: 'stepper.fields.settings.showResetButton',
      resetButtonText: 'stepper.fields.settings.resetButtonText',
      finishButtonText: 'stepper.fields.settings.finishButtonText',
      mobileStepper: {
        fields: {
          enabled: 'stepper.fields.settings.mobileStepper.enabled',
          variant: 'stepper.fields.settings.mobileStepper.variant',
          position: 'stepper.fields.settings.mobileStepper.position',
        },
      },
    },
  },
} as const satisfies FieldLabels;
