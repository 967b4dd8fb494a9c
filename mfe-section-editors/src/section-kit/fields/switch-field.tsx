import type { ReactNode } from 'react';
import { Switch } from 'antd';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';

/** A yes/no setting: a switch bound to the form, with its label and help. */
export function SwitchField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, boolean>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  help,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  label: ReactNode;
  help?: ReactNode;
}) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => <Switch id={id} checked={field.value === true} onChange={field.onChange} />}
    </Field>
  );
}
