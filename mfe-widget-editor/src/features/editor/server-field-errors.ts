import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { apiFieldErrors } from '@suite/shared/client';
import { showServerFieldErrors } from '@suite/shared/forms';

/** A panel's fields by the path the API names them with in a refused save (`config.domain` → `domain`). */
export type ServerFields<Values extends FieldValues> = Readonly<Record<string, FieldPath<Values>>>;

function isUnder(path: string, field: string): boolean {
  return path === field || path.startsWith(`${field}.`);
}

/**
 * Puts a refused save's field messages (a 400) beside the panel's fields. Returns true only when every
 * message found its field: otherwise the save's dialog tells them all, so none goes unsaid.
 */
export function placeServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: ServerFields<Values>,
  setError: UseFormSetError<Values>,
): boolean {
  const refused = Object.keys(apiFieldErrors(error));
  const paths = Object.keys(fields);
  if (refused.length === 0 || !refused.every((path) => paths.some((field) => isUnder(path, field)))) {
    return false;
  }
  // The API's paths are the config's, not the form's: each is put on the panel's field for it.
  return showServerFieldErrors<Record<string, unknown>>(error, paths, (path, option) => {
    const field = fields[path];
    if (field !== undefined) setError(field, option);
  });
}
