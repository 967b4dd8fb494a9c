/**
 * An object this device's storage holds under a key, as JSON: null for nothing, broken JSON or
 * anything but an object. Storage is anyone's to edit: the caller still checks every field.
 */
export function storedObject(raw: string | null): object | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}
