/**
 * The message at `path` inside a react-hook-form error tree. A list field (`accordions.0.actions`)
 * bound as one value carries its items' errors as nested objects (`[1].label.message`); this reads
 * them without trusting their shape.
 */
export function errorMessageAt(error: unknown, path: readonly (string | number)[]): string | undefined {
  let node: unknown = error;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Reflect.get(node, key);
  }
  if (typeof node !== 'object' || node === null) return undefined;
  const message: unknown = Reflect.get(node, 'message');
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/** The error of the list itself (its `root`, or its own message), not of one of its items. */
export function listErrorMessage(error: unknown): string | undefined {
  return errorMessageAt(error, ['root']) ?? errorMessageAt(error, []);
}
