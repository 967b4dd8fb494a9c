import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiFieldErrors } from '@suite/shared/client';

/**
 * Puts a 400's field errors beside the fields the form has; returns whether any was placed (the
 * caller toasts the message otherwise).
 */
export function showServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  let placed = false;
  for (const [name, message] of Object.entries(apiFieldErrors(error))) {
    const field = fields.find((candidate) => candidate === name);
    if (field) {
      setError(field, { type: 'server', message });
      placed = true;
    }
  }
  return placed;
}
