import { useId, type ReactNode } from 'react';
import { Form } from 'antd';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

export interface FieldProps<Values extends FieldValues, Name extends FieldPath<Values>> {
  control: Control<Values>;
  name: Name;
  label: ReactNode;
  /** Shown under the control while it has no error. */
  help?: ReactNode;
  /** The antd control, bound to the field; `id` labels it. */
  children: (field: ControllerRenderProps<Values, Name>, id: string) => ReactNode;
}

/** One form field: its label, the antd control bound to react-hook-form, and its error. */
export function Field<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  label,
  help,
  children,
}: FieldProps<Values, Name>) {
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
