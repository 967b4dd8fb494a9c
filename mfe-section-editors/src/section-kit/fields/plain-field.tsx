import { useId, type ReactNode } from 'react';
import Form from 'antd/es/form';

/**
 * A labelled control inside a list that is bound to the form as one value (actions of a panel or a
 * step): the same look as `Field`, with the error read from the list's error tree.
 */
export function PlainField({
  label,
  error,
  help,
  children,
}: {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? help}
      style={{ marginBottom: 12 }}
    >
      {children(id)}
    </Form.Item>
  );
}
