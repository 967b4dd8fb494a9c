import { Flex, Input, Switch, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, type StepperConfig } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { ActionsEditor } from '../section-parts/actions-editor';
import { ColorInput } from '../section-parts/color-input';
import { ContentField } from '../section-parts/content-field';
import { IconSelect } from '../section-parts/section-icon';
import { STEPPER_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

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
  return (
    <>
      <Field
        control={control}
        name={`steps.${index}.id`}
        label={t(STEPPER_LABELS.steps.fields.id)}
        help={t('card.idHelp')}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name={`steps.${index}.label`} label={t(STEPPER_LABELS.steps.fields.label)}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field
        control={control}
        name={`steps.${index}.description`}
        label={t(STEPPER_LABELS.steps.fields.description)}
        help={t('stepper.descriptionHelp')}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <ContentField
        control={control}
        name={`steps.${index}.content`}
        label={t(STEPPER_LABELS.steps.fields.content)}
        placeholder={t('stepper.contentPlaceholder')}
      />
      <Flex gap={12} wrap>
        <Field
          control={control}
          name={`steps.${index}.icon`}
          label={t(STEPPER_LABELS.steps.fields.icon)}
          help={t('stepper.iconHelp')}
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={SECTION_ICON_NAMES}
                value={field.value}
                onChange={field.onChange}
                allowClear
                placeholder={t('stepper.iconPlaceholder')}
              />
            </div>
          )}
        </Field>
        <Field
          control={control}
          name={`steps.${index}.iconColor`}
          label={t(STEPPER_LABELS.steps.fields.iconColor)}
        >
          {(field, id) => (
            <ColorInput id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </Field>
      </Flex>
      <Flex gap={16} wrap>
        {FLAGS.map(({ key, label, help }) => (
          <Field key={key} control={control} name={`steps.${index}.${key}`} label={t(label)} help={t(help)}>
            {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
          </Field>
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
