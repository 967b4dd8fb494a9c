import { useId, type ReactNode } from 'react';
import Form from 'antd/es/form';
import {
  useController,
  type UseFormSetError,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { apiFieldErrors } from '@suite/shared/client';

export interface FieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> {
  /** The form's control; what the resolver turns the values into (zod transforms) does not matter here. */
  control: Control<Values, unknown, Transformed>;
  name: Name;
  label: ReactNode;
  /** Shown under the control while it has no error. */
  help?: ReactNode;
  /** The antd control, bound to the field; `id` labels it. */
  children: (field: ControllerRenderProps<Values, Name>, id: string) => ReactNode;
}

/** One form field: its label, the antd control bound to react-hook-form, and its error beside it. */
export function Field<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, children }: FieldProps<Values, Name, Transformed>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? help}
      style={{ marginBottom: 16 }}
    >
      {children(field, id)}
    </Form.Item>
  );
}

/**
 * Puts a 400's field messages beside their fields; returns whether any was placed (otherwise the
 * caller shows the error as a toast). `fields` are the form's own field names.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    const field = fields.find((name) => name === path);
    if (field) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
