import { describeIssue, type FieldLabels } from '../field-labels';
import type { SectionEditorsTranslate } from '../../i18n';

/** The schema of a list's entry (zod's), as far as telling what is wrong with one needs it. */
export interface EntrySchema {
  safeParse: (
    entry: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/**
 * What is wrong with an entry of a list, in its editor's words ("Token ID: Must be a token id (a
 * whole number)"), or nothing when it passes. Entries pass their editor's check as they are added;
 * one saved under older rules does not, and its row says why until its owner fixes or removes it.
 */
export function entryProblem(
  schema: EntrySchema,
  labels: FieldLabels | undefined,
  t: SectionEditorsTranslate,
): (entry: unknown) => string | undefined {
  return (entry) => {
    const parsed = schema.safeParse(entry);
    if (parsed.success) return undefined;
    const [first] = parsed.error.issues;
    return first && describeIssue(labels, first, t);
  };
}
