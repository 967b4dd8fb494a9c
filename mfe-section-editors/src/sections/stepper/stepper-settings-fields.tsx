import { Flex, Input, Select, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import {
  ELEVATION_MAX,
  MOBILE_STEPPER_POSITIONS,
  MOBILE_STEPPER_VARIANTS,
  SECTION_ICON_NAMES,
  type StepperConfig,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { STEPPER_LABELS } from './labels';
import { orientationOptions, surfaceVariantOptions } from '../../section-kit/fields/setting-options';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { IconField } from '../../section-kit/fields/icon-field';
import { NumberField } from '../../section-kit/fields/number-field';

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
    needs: 'allowStepSkipping',
  },
  {
    show: 'settings.showResetButton',
    text: 'settings.resetButtonText',
    name: 'Reset',
    showLabel: STEPPER_LABELS.settings.fields.showResetButton,
    textLabel: STEPPER_LABELS.settings.fields.resetButtonText,
    needs: 'allowStepReset',
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

const MOBILE_VARIANT_LABELS = {
  text: 'stepper.mobileVariants.text',
  dots: 'stepper.mobileVariants.dots',
  progress: 'stepper.mobileVariants.progress',
} as const satisfies Record<string, SectionEditorsKey>;
const MOBILE_POSITION_LABELS = {
  bottom: 'stepper.mobilePositions.bottom',
  top: 'stepper.mobilePositions.top',
  static: 'stepper.mobilePositions.static',
} as const satisfies Record<string, SectionEditorsKey>;

/** The Settings tab: where a visitor starts, how the steps behave and look, and the buttons. */
export function StepperSettingsFields({ control }: { control: Control<StepperConfig> }) {
  const { t } = useSectionEditorsCatalog();
  // Settings another one leaves without effect are held, saying why (the renderer does not read them).
  const [mobileEnabled, variant, orientation, hideIcons, allowStepSkipping, allowStepReset] = useWatch({
    control,
    name: [
      'settings.mobileStepper.enabled',
      'settings.variant',
      'settings.orientation',
      'settings.hideStepIcons',
      'settings.allowStepSkipping',
      'settings.allowStepReset',
    ],
  });
  const allowed = { allowStepSkipping, allowStepReset };
  const offWhile = {
    allowStepSkipping: t('stepper.needsSkipping'),
    allowStepReset: t('stepper.needsReset'),
  };
  const iconsHidden = hideIcons ? t('stepper.iconsHidden') : undefined;
  return (
    <>
      <Typography.Title level={5}>{t('stepper.start')}</Typography.Title>
      <Field
        control={control}
        name="activeStep"
        label={t(STEPPER_LABELS.activeStep)}
        help={t('stepper.activeStepHelp')}
      >
        {(field, id) => (
          <StepSelect control={control} id={id} value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="completedSteps" label={t(STEPPER_LABELS.completedSteps)}>
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>
      <Field control={control} name="skippedSteps" label={t(STEPPER_LABELS.skippedSteps)}>
        {(field, id) => (
          <StepSelect control={control} id={id} multiple value={field.value} onChange={field.onChange} />
        )}
      </Field>

      <Typography.Title level={5}>{t('accordion.behaviour')}</Typography.Title>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name="settings.linear"
          label={t(STEPPER_LABELS.settings.fields.linear)}
          help={t('stepper.linearHelp')}
        />
        <SwitchField
          control={control}
          name="settings.nonLinear"
          label={t(STEPPER_LABELS.settings.fields.nonLinear)}
          help={t('stepper.nonLinearHelp')}
        />
        <SwitchField
          control={control}
          name="settings.allowStepSkipping"
          label={t(STEPPER_LABELS.settings.fields.allowStepSkipping)}
          help={t('stepper.skippingHelp')}
        />
        <SwitchField
          control={control}
          name="settings.allowStepReset"
          label={t(STEPPER_LABELS.settings.fields.allowStepReset)}
          help={t('stepper.resetHelp')}
        />
        <SwitchField
          control={control}
          name="settings.validateOnNext"
          label={t(STEPPER_LABELS.settings.fields.validateOnNext)}
          help={t('stepper.validateHelp')}
        />
        <SwitchField
          control={control}
          name="settings.unmountOnExit"
          label={t(STEPPER_LABELS.settings.fields.unmountOnExit)}
        />
      </Flex>

      <Typography.Title level={5}>{t('accordion.look')}</Typography.Title>
      <Flex gap={12} wrap>
        <RadioField
          control={control}
          name="settings.orientation"
          label={t(STEPPER_LABELS.settings.fields.orientation)}
          buttons
          options={orientationOptions(t)}
        />
        <RadioField
          control={control}
          name="settings.variant"
          label={t(STEPPER_LABELS.settings.fields.variant)}
          buttons
          options={surfaceVariantOptions(t)}
        />
      </Flex>
      <Flex gap={16} wrap>
        <SwitchField
          control={control}
          name="settings.alternativeLabel"
          label={t(STEPPER_LABELS.settings.fields.alternativeLabel)}
          help={orientation === 'vertical' ? t('stepper.alternativeVertical') : undefined}
          disabled={orientation === 'vertical'}
        />
        <SwitchField
          control={control}
          name="settings.hideStepIcons"
          label={t(STEPPER_LABELS.settings.fields.hideStepIcons)}
          help={t('stepper.hideIconsHelp')}
        />
      </Flex>
      <Flex gap={12} wrap>
        <IconField
          control={control}
          name="settings.completedIcon"
          label={t(STEPPER_LABELS.settings.fields.completedIcon)}
          help={iconsHidden}
          disabled={hideIcons}
          names={SECTION_ICON_NAMES}
          fallback="Check"
        />
        <IconField
          control={control}
          name="settings.errorIcon"
          label={t(STEPPER_LABELS.settings.fields.errorIcon)}
          help={iconsHidden}
          disabled={hideIcons}
          names={SECTION_ICON_NAMES}
          fallback="Warning"
        />
      </Flex>
      <Flex gap={12} wrap>
        {NUMBERS.map(({ name, label, max, suffix }) => (
          <NumberField
            key={name}
            control={control}
            name={name}
            label={t(label)}
            // Outlined steps have no shadow.
            help={
              name === 'settings.elevation' && variant === 'outlined'
                ? t('accordion.elevationOutlined')
                : undefined
            }
            disabled={name === 'settings.elevation' && variant === 'outlined'}
            min={0}
            max={max}
            suffix={suffix}
            width={120}
          />
        ))}
      </Flex>

      <Typography.Title level={5}>{t('stepper.buttons')}</Typography.Title>
      {BUTTONS.map((button) => {
        const { show, text, name, showLabel, textLabel } = button;
        // Skip and Reset show only where the stepper allows them.
        const needs = 'needs' in button ? button.needs : undefined;
        const held = needs !== undefined && !allowed[needs];
        const help = held ? offWhile[needs] : undefined;
        return (
          <Flex key={name} gap={12} align="flex-start" wrap>
            <SwitchField control={control} name={show} label={t(showLabel)} help={help} disabled={held} />
            {/* The text stays editable: one cleared meanwhile must not be held with its error. */}
            <Field control={control} name={text} label={t(textLabel)} help={help}>
              {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
            </Field>
          </Flex>
        );
      })}
      <Field
        control={control}
        name="settings.finishButtonText"
        label={t(STEPPER_LABELS.settings.fields.finishButtonText)}
        help={t('stepper.finishHelp')}
      >
        {(field, id) => <Input id={id} {...field} style={{ width: 200 }} />}
      </Field>

      <Typography.Title level={5}>{t('stepper.onPhone')}</Typography.Title>
      <SwitchField
        control={control}
        name="settings.mobileStepper.enabled"
        label={t(STEPPER_LABELS.settings.fields.mobileStepper.fields.enabled)}
        help={t('stepper.mobileHelp')}
      />
      {mobileEnabled ? (
        <Flex gap={12} wrap>
          <SelectField
            control={control}
            name="settings.mobileStepper.variant"
            label={t(STEPPER_LABELS.settings.fields.mobileStepper.fields.variant)}
            options={MOBILE_STEPPER_VARIANTS.map((value) => ({
              value,
              label: t(MOBILE_VARIANT_LABELS[value]),
            }))}
            style={{ minWidth: 160 }}
          />
          <SelectField
            control={control}
            name="settings.mobileStepper.position"
            label={t(STEPPER_LABELS.settings.fields.mobileStepper.fields.position)}
            options={MOBILE_STEPPER_POSITIONS.map((value) => ({
              value,
              label: t(MOBILE_POSITION_LABELS[value]),
            }))}
            style={{ minWidth: 140 }}
          />
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
  const { t } = useSectionEditorsCatalog();
  const steps = useWatch({ control: props.control, name: 'steps' });
  const options = steps.map((step, index) => ({
    value: index,
    label: `${index + 1}. ${step.label.trim() || `${t(STEPPER_LABELS.steps.item)} ${index + 1}`}`,
  }));
  return props.multiple ? (
    <Select
      id={props.id}
      mode="multiple"
      value={props.value}
      onChange={props.onChange}
      options={options}
      placeholder={t('common.icons.none')}
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
