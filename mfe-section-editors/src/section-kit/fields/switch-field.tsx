import { Switch } from 'antd';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps } from './bound-field';

/** A yes/no setting: a switch bound to the form, with its label and help. */
export function SwitchField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, boolean>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, disabled }: BoundFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <Switch id={id} checked={field.value === true} onChange={field.onChange} disabled={disabled} />
      )}
    </Field>
  );
}
