// The section editors' reads go through `@suite/shared/react`'s `useApiResource`, keyed by its
// `resourceKey` (`['sections', api origin, account or null, resource, …]`, the suite's one rule).

/**
 * A value of a read's key as text: a number, a text or nothing (an input checked by a schema that
 * takes anything before it checks it types its fields `unknown`).
 */
export function keyPart(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : '';
}
