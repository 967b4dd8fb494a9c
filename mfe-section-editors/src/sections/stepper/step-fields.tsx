import { Flex, Typography } from 'antd';
import { useController, useWatch, type Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, type StepperConfig } from '@suite/shared/sections';
import { ActionsEditor } from '../../section-kit/actions/actions-editor';
import { ContentField } from '../../section-kit/fields/content-field';
import { STEPPER_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputFields, type InputFieldSpec } from '../../section-kit/fields/input-field';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { IconField } from '../../section-kit/fields/icon-field';
import { ColorField } from '../../section-kit/fields/color-field';

type StepFlag = 'completed' | 'optional' | 'error' | 'disabled';
const FLAGS: { key: StepFlag; label: SectionEditorsKey; help: SectionEditorsKey }[] = [
  {
    key: 'optional',
    label: STEPPER_LABELS.steps.fields.optional,
    help: 'stepper.flags.optionalHelp',
  },
  { key: 'completed', label: STEPPER_LABELS.steps.fields.completed, help: 'stepper.flags.completedHelp' },
  { key: 'error', label: STEPPER_LABELS.steps.fields.error, help: 'stepper.flags.errorHelp' },
  { key: 'disabled', label: STEPPER_LABELS.steps.fields.disabled, help: 'stepper.flags.disabledHelp' },
];

/** The fields of one step: id, label, description, content, icon, state and actions. */
export function StepFields({ control, index }: { control: Control<StepperConfig>; index: number }) {
  const { t } = useSectionEditorsCatalog();
  const actions = useController({ control, name: `steps.${index}.actions` });
  // Hide step icons leaves the step's icon without effect, and its colour needs an icon.
  const [hideIcons, icon] = useWatch({ control, name: ['settings.hideStepIcons', `steps.${index}.icon`] });
  const iconsHidden = hideIcons ? t('stepper.iconsHidden') : undefined;
  const texts: InputFieldSpec<StepperConfig>[] = [
    { name: `steps.${index}.id`, label: t(STEPPER_LABELS.steps.fields.id), help: t('card.idHelp') },
    { name: `steps.${index}.label`, label: t(STEPPER_LABELS.steps.fields.label) },
    {
      name: `steps.${index}.description`,
      label: t(STEPPER_LABELS.steps.fields.description),
      help: t('stepper.descriptionHelp'),
    },
  ];
  return (
    <>
      <InputFields control={control} fields={texts} />
      <ContentField
        control={control}
        name={`steps.${index}.content`}
        label={t(STEPPER_LABELS.steps.fields.content)}
        placeholder={t('stepper.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <IconField
          control={control}
          name={`steps.${index}.icon`}
          label={t(STEPPER_LABELS.steps.fields.icon)}
          help={iconsHidden ?? t('stepper.iconHelp')}
          disabled={hideIcons}
          names={SECTION_ICON_NAMES}
          allowClear
          placeholder={t('stepper.iconPlaceholder')}
        />
        <ColorField
          control={control}
          name={`steps.${index}.iconColor`}
          label={t(STEPPER_LABELS.steps.fields.iconColor)}
          help={iconsHidden ?? (icon ? undefined : t('stepper.colorNeedsIcon'))}
          disabled={hideIcons || !icon}
        />
      </Flex>
      <Flex gap={16} wrap>
        {FLAGS.map(({ key, label, help }) => (
          <SwitchField
            key={key}
            control={control}
            name={`steps.${index}.${key}`}
            label={t(label)}
            help={t(help)}
          />
        ))}
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('common.actions.group')}
      </Typography.Title>
      <ActionsEditor
        value={actions.field.value}
        onChange={actions.field.onChange}
        error={actions.fieldState.error}
      />
    </>
  );
}
