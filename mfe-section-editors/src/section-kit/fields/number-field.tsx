import InputNumber from 'antd/es/input-number';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps } from './bound-field';
import { numberValue } from './field-values';

export type NumberFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> = BoundFieldProps<Values, Name, Transformed> & {
  min?: number;
  max?: number;
  /** Whole numbers only (0), or that many decimals. */
  precision?: number;
  /** The unit shown inside the input: "px", "ms". */
  suffix?: string;
  /** The input's width in pixels; its own when absent. */
  width?: number;
};

/** A number setting (a size, a count): the number input bound to the form, with label and help. */
export function NumberField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  help,
  min,
  max,
  precision,
  suffix,
  width,
  disabled,
}: NumberFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <InputNumber
          id={id}
          value={numberValue(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={min}
          max={max}
          precision={precision}
          suffix={suffix}
          disabled={disabled}
          style={width === undefined ? undefined : { width }}
        />
      )}
    </Field>
  );
}
