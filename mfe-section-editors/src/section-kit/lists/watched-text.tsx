import type { ReactNode } from 'react';
import { useWatch, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/**
 * Renders from one text field's live value (a panel's title in its header), so typing re-renders
 * this small part only, not the whole list around it.
 */
export function WatchedText<Values extends FieldValues, Name extends FieldPathByValue<Values, string>>({
  control,
  name,
  children,
}: {
  control: Control<Values>;
  name: Name;
  children: (text: string) => ReactNode;
}) {
  const value: unknown = useWatch({ control, name });
  return children(typeof value === 'string' ? value : '');
}
