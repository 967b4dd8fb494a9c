import { useId, useMemo, type ReactNode } from 'react';
import Form from 'antd/es/form';
import {
  useController,
  useFormState,
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

/**
 * One form field: its label, the antd control bound to react-hook-form, and its error beside it.
 * A keystroke renders the control again, not the frame around it (antd's Form.Item, its grid, label
 * and message), which renders again when the field's error, its label or its help change.
 */
export function Field<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, children }: FieldProps<Values, Name, Transformed>) {
  const id = useId();
  // This field's state: a change of it renders this component again, and the frame only if the
  // error changed.
  const formState = useFormState({ control, name, exact: true });
  const error = control.getFieldState(name, formState).error?.message;
  return useMemo(
    () => (
      <Form.Item
        label={label}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error ?? help}
        style={{ marginBottom: 16 }}
      >
        <BoundControl control={control} name={name} id={id}>
          {children}
        </BoundControl>
      </Form.Item>
    ),
    [control, name, id, label, help, error, children],
  );
}

/** The antd control of a `Field`, bound to its value: what a keystroke renders again. */
function BoundControl<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues,
>(props: Pick<FieldProps<Values, Name, Transformed>, 'control' | 'name' | 'children'> & { id: string }) {
  const { field } = useController({ control: props.control, name: props.name });
  return props.children(field, props.id);
}

/**
 * Puts a 400's field messages beside their fields; returns whether any was placed (otherwise the
 * caller shows the error as a toast). `fields` are the form's own field names, as it renders them: a
 * message goes to the deepest of them that is its path or holds it — a row's own field
 * (`items.3.productId`) when the form lists it, else the list's (`items`, one picker of them all).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let placed = false;
  for (const [path, message] of Object.entries(apiFieldErrors(error))) {
    const field = fields
      .filter((name) => path === name || path.startsWith(`${name}.`))
      .reduce<FieldPath<Values> | undefined>(
        (deepest, name) => (deepest === undefined || name.length > deepest.length ? name : deepest),
        undefined,
      );
    if (field) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
