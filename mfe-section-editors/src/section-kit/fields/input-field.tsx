import type { HTMLAttributes } from 'react';
import { Input } from 'antd';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { Field } from '@suite/shared/forms';
import type { BoundFieldProps } from './bound-field';
import { textValue } from './field-values';

export type InputFieldProps<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
> = BoundFieldProps<Values, Name, Transformed> & {
  /** "https://…" for an address, "0x…" for a contract. */
  placeholder?: string;
  /** The keyboard a phone offers: "numeric" for a token ID. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Off for an address or a code, which are not words. */
  spellCheck?: boolean;
};

/** One line of text (an address, an id, a caption): the input bound to the form, with label and help. */
export function InputField<
  Values extends FieldValues,
  Name extends FieldPathByValue<Values, string>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  help,
  placeholder,
  inputMode,
  spellCheck,
}: InputFieldProps<Values, Name, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <Input
          id={id}
          name={field.name}
          value={textValue(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          disabled={field.disabled}
          placeholder={placeholder}
          inputMode={inputMode}
          spellCheck={spellCheck}
        />
      )}
    </Field>
  );
}

/** One of several one-line texts in a row of fields: its field, label and help. */
export interface InputFieldSpec<Values extends FieldValues> {
  name: FieldPathByValue<Values, string>;
  label: string;
  help?: string;
}

/** An entry's one-line texts one under the other (an accordion's id, title and summary). */
export function InputFields<Values extends FieldValues, Transformed extends FieldValues = Values>({
  control,
  fields,
}: {
  control: Control<Values, unknown, Transformed>;
  fields: readonly InputFieldSpec<Values>[];
}) {
  return fields.map(({ name, label, help }) => (
    <InputField key={name} control={control} name={name} label={label} help={help} />
  ));
}
