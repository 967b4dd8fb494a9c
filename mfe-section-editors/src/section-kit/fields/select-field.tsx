import type { CSSProperties, ReactNode } from 'react';
import { Select } from 'antd';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';

/** One choice of a select field: its value and what it reads. */
interface SelectOption {
  value: string | number;
  label: ReactNode;
}

export interface SelectFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> {
  control: Control<Values, unknown, Transformed>;
  name: Name;
  label: ReactNode;
  help?: ReactNode;
  options: SelectOption[];
  style?: CSSProperties;
}

/** A choice among several values (a chain, a variant): a select bound to the form, with label and help. */
export function SelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, options, style }: SelectFieldProps<Values, Name, Transformed>) {
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
        />
      )}
    </Field>
  );
}
