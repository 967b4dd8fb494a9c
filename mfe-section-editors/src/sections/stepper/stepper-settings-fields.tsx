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

const BUTTONS = [
  { show: 'settings.showBackButton', text: 'settings.backButtonText', name: 'Back' },
  { show: 'settings.showNextButton', text: 'settings.nextButtonText', name: 'Next' },
  { show: 'settings.showSkipButton', text: 'settings.skipButtonText', name: 'Skip' },
  { show: 'settings.showResetButton', text: 'settings.resetButtonText', name: 'Reset' },
] as const;

const NUMBERS = [
  { name: 'settings.elevation', label: 'Elevation', max: ELEVATION_MAX, suffix: undefined },
  { name: 'settings.borderRadius', label: 'Border radius', max: 50, suffix: 'px' },
  { name: 'settings.padding', label: 'Padding', max: 100, suffix: 'px' },
  { name: 'settings.spacing', label: 'Spacing', max: 10, suffix: undefined },
] as const;

const MOBILE_VARIANT_LABELS = { text: 'Text (2 / 5)', dots: 'Dots', progress: 'Progress bar' } as const;
const MOBILE_POSITION_LABELS = { bottom: 'Bottom', top: 'Top', static: 'In place' } as const;

/** The Settings tab: where a visitor starts, how the steps behave and look, and the buttons. */
export function StepperSettingsFields({ control }: { control: Control<StepperConfig> }) {
  const mobileEnabled = useWatch({ control, name: 'settings.mobileStepper.enabled' });
  return (
    <>
      <Typography.Title level={5}>Start</Typography.Title>
      <Field control={control} name="activeStep" label="Active step" help="The step a visitor sees first">
        {(field, id) => (
          <StepSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="completedSteps" label="Completed steps">
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="skippedSteps" label="Skipped steps">
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>

      <Typography.Title level={5}>Behaviour</Typography.Title>
      <Flex gap={16} wrap>
        <SwitchField control={control} name="settings.linear" label="Linear" help="Steps go in order" />
        <SwitchField
          control={control}
          name="settings.nonLinear"
          label="Clickable steps"
          help="A visitor opens a step by its label"
        />
        <SwitchField
          control={control}
          name="settings.allowStepSkipping"
          label="Allow skipping"
          help="Optional steps offer Skip; needs Linear off"
        />
        <SwitchField
          control={control}
          name="settings.allowStepReset"
          label="Allow reset"
          help="Start again after the last step"
        />
        <SwitchField
          control={control}
          name="settings.validateOnNext"
          label="Check before Next"
          help="Next stays off on a step with an error"
        />
        <SwitchField control={control} name="settings.unmountOnExit" label="Unload hidden steps" />
      </Flex>

      <Typography.Title level={5}>Look</Typography.Title>
      <Flex gap={12} wrap>
        <Field control={control} name="settings.orientation" label="Orientation">
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
        <Field control={control} name="settings.variant" label="Variant">
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
        <SwitchField control={control} name="settings.alternativeLabel" label="Labels under the icons" />
        <SwitchField
          control={control}
          name="settings.hideStepIcons"
          label="Hide step icons"
          help="Dots instead"
        />
      </Flex>
      <Flex gap={12} wrap>
        <Field control={control} name="settings.completedIcon" label="Completed icon">
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
        <Field control={control} name="settings.errorIcon" label="Error icon">
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
      {BUTTONS.map(({ show, text, name }) => (
        <Flex key={name} gap={12} align="flex-start" wrap>
          <SwitchField control={control} name={show} label={`Show ${name}`} />
          <Field control={control} name={text} label={`${name} button text`}>
            {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
          </Field>
        </Flex>
      ))}
      <Field
        control={control}
        name="settings.finishButtonText"
        label="Finish button text"
        help="Next reads this on the last step"
      >
        {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
      </Field>

      <Typography.Title level={5}>On a phone</Typography.Title>
      <SwitchField
        control={control}
        name="settings.mobileStepper.enabled"
        label="Mobile stepper"
        help="A compact stepper with Back and Next"
      />
      {mobileEnabled ? (
        <Flex gap={12} wrap>
          <Field control={control} name="settings.mobileStepper.variant" label="Mobile stepper style">
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
          <Field control={control} name="settings.mobileStepper.position" label="Mobile stepper position">
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
