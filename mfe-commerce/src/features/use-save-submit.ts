import type { BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerFieldErrors } from '@suite/shared/forms';
import { useNotify } from '@suite/shared/react';

interface SaveSubmitOptions<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The form's own fields: a 400's messages for them go beside them, any other error to a toast. */
  fields: readonly FieldPath<Values>[];
  /** Saves the form's (resolved) values. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** The toast once saved. */
  successText: string;
  /** After the save (e.g. back to the list, or the dialog closes). */
  onDone: () => void;
}

/** The submit of a form that saves: `onSubmit`, then the success toast and `onDone`. */
export function useSaveSubmit<Values extends FieldValues, Output>({
  form,
  fields,
  onSubmit,
  successText,
  onDone,
}: SaveSubmitOptions<Values, Output>): (event?: BaseSyntheticEvent) => Promise<void> {
  const notify = useNotify();
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      notify.success(successText);
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, fields, form.setError)) notify.error(error);
    }
  });
}
