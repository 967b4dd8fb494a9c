import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps } from './bound-field';
import { ColorInput } from './color-input';
import { textValue } from './field-values';

/** A colour setting: the colour input bound to the form (empty: the theme's own), with its label. */
export function ColorField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ disabled, ...field }: BoundFieldProps<Values, Name, Transformed>) {
  return (
    <Field {...field}>
      {(bound, id) => (
        <ColorInput
          id={id}
          value={textValue(bound.value) || undefined}
          onChange={bound.onChange}
          onBlur={bound.onBlur}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
