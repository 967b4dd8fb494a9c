import { Flex, Input, Switch, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { SECTION_ICON_NAMES, type StepperConfig } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { ActionsEditor } from '../section-parts/actions-editor';
import { ColorInput } from '../section-parts/color-input';
import { ContentField } from '../section-parts/content-field';
import { IconSelect } from '../section-parts/section-icon';
import { STEPPER_LABELS } from './labels';

type StepFlag = 'completed' | 'optional' | 'error' | 'disabled';
const FLAGS: { key: StepFlag; label: string; help: string }[] = [
  {
    key: 'optional',
    label: STEPPER_LABELS.steps.fields.optional,
    help: 'Can be skipped when skipping is allowed',
  },
  { key: 'completed', label: STEPPER_LABELS.steps.fields.completed, help: 'Shown as done from the start' },
  { key: 'error', label: STEPPER_LABELS.steps.fields.error, help: 'Shown with the error icon' },
  { key: 'disabled', label: STEPPER_LABELS.steps.fields.disabled, help: 'Passed over by Next and Back' },
];

/** The fields of one step: id, label, description, content, icon, state and actions. */
export function StepFields({ control, index }: { control: Control<StepperConfig>; index: number }) {
  const actions = useController({ control, name: `steps.${index}.actions` });
  return (
    <>
      <Field
        control={control}
        name={`steps.${index}.id`}
        label={STEPPER_LABELS.steps.fields.id}
        help="Unique in this section"
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name={`steps.${index}.label`} label={STEPPER_LABELS.steps.fields.label}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field
        control={control}
        name={`steps.${index}.description`}
        label={STEPPER_LABELS.steps.fields.description}
        help="Optional: a line under the label"
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <ContentField
        control={control}
        name={`steps.${index}.content`}
        label={STEPPER_LABELS.steps.fields.content}
        placeholder="How to add our network to your wallet, in three short steps"
      />
      <Flex gap={12} wrap>
        <Field
          control={control}
          name={`steps.${index}.icon`}
          label={STEPPER_LABELS.steps.fields.icon}
          help="Empty: the step's number"
        >
          {(field, id) => (
            <div style={{ minWidth: 200 }}>
              <IconSelect
                id={id}
                names={SECTION_ICON_NAMES}
                value={field.value}
                onChange={field.onChange}
                allowClear
                placeholder="Number"
              />
            </div>
          )}
        </Field>
        <Field
          control={control}
          name={`steps.${index}.iconColor`}
          label={STEPPER_LABELS.steps.fields.iconColor}
        >
          {(field, id) => (
            <ColorInput id={id} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
          )}
        </Field>
      </Flex>
      <Flex gap={16} wrap>
        {FLAGS.map(({ key, label, help }) => (
          <Field key={key} control={control} name={`steps.${index}.${key}`} label={label} help={help}>
            {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
          </Field>
        ))}
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Actions
      </Typography.Title>
      <ActionsEditor
        value={actions.field.value}
        onChange={actions.field.onChange}
        error={actions.fieldState.error}
      />
    </>
  );
}
