import { Alert } from 'antd';
import { get, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { listErrorMessage } from '../fields/field-errors';

/**
 * The error of a list as a whole ('At least one accordion is required'). It watches the list's
 * errors itself, so an item's error re-renders this alert only, not the list.
 */
export function ListError<Values extends FieldValues>({
  control,
  name,
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
}) {
  const { errors } = useFormState({ control, name });
  const message = listErrorMessage(get(errors, name));
  return message ? <Alert type="error" showIcon title={message} /> : null;
}
