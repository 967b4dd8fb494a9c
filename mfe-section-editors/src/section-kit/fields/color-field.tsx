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
>({ control, name, label, help, disabled }: BoundFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <ColorInput
          id={id}
          value={textValue(field.value) || undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
