import { Radio } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps, FieldOption } from './bound-field';

export type RadioFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> = BoundFieldProps<Values, Name, Transformed> & {
  options: FieldOption[];
  /** Drawn as a row of buttons (a layout, a side), rather than as radio circles. */
  buttons?: boolean;
};

/** A choice among a few values (a layout, an orientation): radios bound to the form, with label and help. */
export function RadioField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  help,
  options,
  buttons = false,
  disabled,
}: RadioFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <Radio.Group
          id={id}
          optionType={buttons ? 'button' : undefined}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          options={options}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
