/**
 * A bound field's value read as the control shows it. A kit field is generic over the form, so its
 * value's type is not known there; the form's schema makes it a text, a number or an icon name.
 */

/** A text field's value; anything else (a field not filled in yet) reads as empty. */
export function textValue(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A number field's value; anything else (a number being typed, cleared) reads as none. */
export function numberValue(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The one of `choices` the field holds, if it holds one. */
export function choiceValue<Choice>(choices: readonly Choice[], value: unknown): Choice | undefined {
  return choices.find((choice) => choice === value);
}

/** A text, or nothing when it is empty: what a fallback replaces (`nonEmpty(name) ?? 'Unnamed'`). */
export function nonEmpty(text: string | null | undefined): string | undefined {
  return text === '' || text === null ? undefined : text;
}
