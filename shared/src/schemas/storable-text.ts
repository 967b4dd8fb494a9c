/**
 * Text the database can store: PostgreSQL refuses the NUL character in `text` and `jsonb`, and an
 * unpaired UTF-16 surrogate is not Unicode at all (it would be stored as U+FFFD, silently changed).
 * Values nested deeper than this are refused too: nothing the suite stores needs them, and walking
 * or validating them recursively could overflow the stack.
 */
export const MAX_NESTING_DEPTH = 64;

export const NUL_CHARACTER_MESSAGE = 'Must not contain the NUL character (\\u0000)';
export const UNPAIRED_SURROGATE_MESSAGE = 'Must be valid Unicode text (an unpaired surrogate was found)';
export const TOO_DEEP_MESSAGE = `Nested too deeply (at most ${MAX_NESTING_DEPTH} levels)`;

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface UnstorableText {
  /** Where, as the segments of the value's path (object keys and array indexes). */
  path: (string | number)[];
  message: string;
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return undefined;
}

/**
 * An object literal, or a null-prototype record: a decoded query string or form arrives as instances
 * of a class whose prototype has none (oRPC's NullProtoObj), and its text must be looked at too.
 * Anything else (a File, a Blob, a Date) is not text the input carries.
 */
function isPlainRecord(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/**
 * The first string (or object key) in `value` that the database cannot store, or a nesting deeper
 * than MAX_NESTING_DEPTH; undefined when all is well. Files and other non-plain objects are skipped.
 */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): UnstorableText | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= MAX_NESTING_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (!isPlainRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyMessage = textProblem(key);
    if (keyMessage) return { path: [...path, key], message: keyMessage };
    const found = findUnstorableText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
