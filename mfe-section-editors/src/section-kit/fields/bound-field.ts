import type { ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FieldProps } from '@suite/shared/forms';

/**
 * What a kit field takes to bind its control to the form: the props of shared's `Field` (control,
 * name, label, help) without the control, which the kit field draws itself.
 */
export type BoundFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> = Omit<FieldProps<Values, Name, Transformed>, 'children'> & {
  /** Held while another setting leaves this one without effect (its help says which). */
  disabled?: boolean;
};

/** One choice of a radio or select field: its value and what it reads. */
export interface FieldOption {
  value: string | number;
  label: ReactNode;
}
