import type { FieldPath, FieldValues } from 'react-hook-form';
import type { SectionIconName } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { IconSelect } from '../icons/section-icon';
import type { BoundFieldProps } from './bound-field';
import { choiceValue } from './field-values';

export type IconFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Icon extends SectionIconName,
  Transformed extends FieldValues = Values,
> = BoundFieldProps<Values, Name, Transformed> & {
  /** The icons offered, each shown with its picture. */
  names: readonly Icon[];
  /** Offers "None", which clears the icon (an item then takes the section's). */
  allowClear?: boolean;
  placeholder?: string;
  /** The icon a cleared choice falls back to, where the field always holds one. */
  fallback?: Icon;
};

/** An icon of a section or an item: the icon select bound to the form, with its label and help. */
export function IconField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Icon extends SectionIconName,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  label,
  help,
  names,
  allowClear,
  placeholder,
  fallback,
  disabled,
}: IconFieldProps<Values, Name, Icon, Transformed>) {
  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <div style={{ minWidth: 200 }}>
          <IconSelect
            id={id}
            names={names}
            value={choiceValue(names, field.value)}
            onChange={(icon) => field.onChange(icon ?? fallback)}
            allowClear={allowClear}
            placeholder={placeholder}
            disabled={disabled}
          />
        </div>
      )}
    </Field>
  );
}
