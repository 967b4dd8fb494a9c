import type { CSSProperties } from 'react';
import { Select } from 'antd';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps, FieldOption } from './bound-field';

export type SelectFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> = BoundFieldProps<Values, Name, Transformed> & {
  options: FieldOption[];
  style?: CSSProperties;
};

/** A choice among several values (a chain, a variant): a select bound to the form, with label and help. */
export function SelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, options, style, disabled }: SelectFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <Select
          id={id}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          style={style}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
