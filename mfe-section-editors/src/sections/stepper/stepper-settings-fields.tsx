import { Flex, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import {
  ELEVATION_MAX,
  MOBILE_STEPPER_POSITIONS,
  MOBILE_STEPPER_VARIANTS,
  SECTION_ICON_NAMES,
  type StepperConfig,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { IconSelect } from '../section-parts/section-icon';
import { SwitchField } from '../section-parts/switch-field';
import { STEPPER_LABELS } from './labels';

const BUTTONS = [
  {
    show: 'settings.showBackButton',
    text: 'settings.backButtonText',
    name: 'Back',
    showLabel: STEPPER_LABELS.settings.fields.showBackButton,
    textLabel: STEPPER_LABELS.settings.fields.backButtonText,
  },
  {
    show: 'settings.showNextButton',
    text: 'settings.nextButtonText',
    name: 'Next',
    showLabel: STEPPER_LABELS.settings.fields.showNextButton,
    textLabel: STEPPER_LABELS.settings.fields.nextButtonText,
  },
  {
    show: 'settings.showSkipButton',
    text: 'settings.skipButtonText',
    name: 'Skip',
    showLabel: STEPPER_LABELS.settings.fields.showSkipButton,
    textLabel: STEPPER_LABELS.settings.fields.skipButtonText,
  },
  {
    show: 'settings.showResetButton',
    text: 'settings.resetButtonText',
    name: 'Reset',
    showLabel: STEPPER_LABELS.settings.fields.showResetButton,
    textLabel: STEPPER_LABELS.settings.fields.resetButtonText,
  },
] as const;

const NUMBERS = [
  {
    name: 'settings.elevation',
    label: STEPPER_LABELS.settings.fields.elevation,
    max: ELEVATION_MAX,
    suffix: undefined,
  },
  {
    name: 'settings.borderRadius',
    label: STEPPER_LABELS.settings.fields.borderRadius,
    max: 50,
    suffix: 'px',
  },
  { name: 'settings.padding', label: STEPPER_LABELS.settings.fields.padding, max: 100, suffix: 'px' },
  { name: 'settings.spacing', label: STEPPER_LABELS.settings.fields.spacing, max: 10, suffix: undefined },
] as const;

const MOBILE_VARIANT_LABELS = { text: 'Text (2 / 5)', dots: 'Dots', progress: 'Progress bar' } as const;
const MOBILE_POSITION_LABELS = { bottom: 'Bottom', top: 'Top', static: 'In place' } as const;

/** The Settings tab: where a visitor starts, how the steps behave and look, and the buttons. */
export function StepperSettingsFields({ control }: { control: Control<StepperConfig> }) {
  const mobileEnabled = useWatch({ control, name: 'settings.mobileStepper.enabled' });
  return (
    <>
      <Typography.Title level={5}>Start</Typography.Title>
      <Field
        control={control}
        name="activeStep"
        label={STEPPER_LABELS.activeStep}
        help="The step a visitor sees first"
      >
        {(field, id) => (
          <StepSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="completedSteps" label={STEPPER_LABELS.completedSteps}>
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="skippedSteps" label={STEPPER_LABELS.skippedSteps}>
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>

      <Typography.Title level={5}>Behaviour</Typography.Title>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name="settings.linear"
          label={STEPPER_LABELS.settings.fields.linear}
          help="Steps go in order"
        />
        <SwitchField
          control={control}
          name="settings.nonLinear"
          label={STEPPER_LABELS.settings.fields.nonLinear}
          help="A visitor opens a step by its label"
        />
        <SwitchField
          control={control}
          name="settings.allowStepSkipping"
          label={STEPPER_LABELS.settings.fields.allowStepSkipping}
          help="Optional steps offer Skip; needs Linear off"
        />
        <SwitchField
          control={control}
          name="settings.allowStepReset"
          label={STEPPER_LABELS.settings.fields.allowStepReset}
          help="Start again after the last step"
        />
        <SwitchField
          control={control}
          name="settings.validateOnNext"
          label={STEPPER_LABELS.settings.fields.validateOnNext}
          help="Next stays off on a step with an error"
        />
        <SwitchField
          control={control}
          name="settings.unmountOnExit"
          label={STEPPER_LABELS.settings.fields.unmountOnExit}
        />
      </Flex>

      <Typography.Title level={5}>Look</Typography.Title>
      <Flex gap={12} wrap>
        <Field
          control={control}
          name="settings.orientation"
          label={STEPPER_LABELS.settings.fields.orientation}
        >
          {(field, id) => (
            <Radio.Group
              id={id}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={[
                { value: 'horizontal', label: 'Horizontal' },
                { value: 'vertical', label: 'Vertical' },
              ]}
            />
          )}
        </Field>
        <Field control={control} name="settings.variant" label={STEPPER_LABELS.settings.fields.variant}>
          {(field, id) => (
            <Radio.Group
              id={id}
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              optionType="button"
              options={[
                { value: 'elevation', label: 'Elevation' },
                { value: 'outlined', label: 'Outlined' },
              ]}
            />
          )}
        </Field>
      </Flex>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name="settings.alternativeLabel"
          label={STEPPER_LABELS.settings.fields.alternativeLabel}
        />
        <SwitchField
          control={control}
          name="settings.hideStepIcons"
          label={STEPPER_LABELS.settings.fields.hideStepIcons}
          help="Dots instead"
        />
      </Flex>
      <Flex gap={12} wrap>
        <Field
          control={control}
          name="settings.completedIcon"
          label={STEPPER_LABELS.settings.fields.completedIcon}
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={SECTION_ICON_NAMES}
                value={field.value}
                onChange={(name) => field.onChange(name ?? 'Check')}
              />
            </div>
          )}
        </Field>
        <Field control={control} name="settings.errorIcon" label={STEPPER_LABELS.settings.fields.errorIcon}>
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={SECTION_ICON_NAMES}
                value={field.value}
                onChange={(name) => field.onChange(name ?? 'Warning')}
              />
            </div>
          )}
        </Field>
      </Flex>
      <Flex gap={12} wrap>
        {NUMBERS.map(({ name, label, max, suffix }) => (
          <Field key={name} control={control} name={name} label={label}>
            {(field, id) => (
              <InputNumber
                id={id}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={0}
                max={max}
                suffix={suffix}
                style={{ width: 120 }}
              />
            )}
          </Field>
        ))}
      </Flex>

      <Typography.Title level={5}>Buttons</Typography.Title>
      {BUTTONS.map(({ show, text, name, showLabel, textLabel }) => (
        <Flex key={name} gap={12} align="flex-start" wrap>
          <SwitchField control={control} name={show} label={showLabel} />
          <Field control={control} name={text} label={textLabel}>
            {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
          </Field>
        </Flex>
      ))}
      <Field
        control={control}
        name="settings.finishButtonText"
        label={STEPPER_LABELS.settings.fields.finishButtonText}
        help="Next reads this on the last step"
      >
        {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
      </Field>

      <Typography.Title level={5}>On a phone</Typography.Title>
      <SwitchField
        control={control}
        name="settings.mobileStepper.enabled"
        label={STEPPER_LABELS.settings.fields.mobileStepper.fields.enabled}
        help="A compact stepper with Back and Next"
      />
      {mobileEnabled ? (
        <Flex gap={12} wrap>
          <Field
            control={control}
            name="settings.mobileStepper.variant"
            label={STEPPER_LABELS.settings.fields.mobileStepper.fields.variant}
          >
            {(field, id) => (
              <Select
                id={id}
                value={field.value}
                onChange={field.onChange}
                style={{ minWidth: 160 }}
                options={MOBILE_STEPPER_VARIANTS.map((value) => ({
                  value,
                  label: MOBILE_VARIANT_LABELS[value],
                }))}
              />
            )}
          </Field>
          <Field
            control={control}
            name="settings.mobileStepper.position"
            label={STEPPER_LABELS.settings.fields.mobileStepper.fields.position}
          >
            {(field, id) => (
              <Select
                id={id}
                value={field.value}
                onChange={field.onChange}
                style={{ minWidth: 140 }}
                options={MOBILE_STEPPER_POSITIONS.map((value) => ({
                  value,
                  label: MOBILE_POSITION_LABELS[value],
                }))}
              />
            )}
          </Field>
        </Flex>
      ) : null}
    </>
  );
}

type StepSelectProps = { control: Control<StepperConfig>; id: string } & (
  | { multiple?: false; value: number; onChange: (index: number) => void }
  | { multiple: true; value: number[]; onChange: (indexes: number[]) => void }
);

/** A choice of steps by position, shown by label; watches the steps so the rest of the tab does not re-render. */
function StepSelect(props: StepSelectProps) {
  const steps = useWatch({ control: props.control, name: 'steps' });
  const options = steps.map((step, index) => ({
    value: index,
    label: `${index + 1}. ${step.label.trim() || `Step ${index + 1}`}`,
  }));
  return props.multiple ? (
    <Select
      id={props.id}
      mode="multiple"
      value={props.value}
      onChange={props.onChange}
      options={options}
      placeholder="None"
    />
  ) : (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      options={options}
      style={{ maxWidth: 320 }}
    />
  );
}
