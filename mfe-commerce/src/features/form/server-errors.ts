import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiFieldErrors } from '@suite/shared/client';

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
