// Ids sent by clients: the resources' ids are uuids, and anything else cannot exist, so it is
// answered like an unknown id (404) or left out, never sent to SQL (a uuid column would refuse it).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Bulk deletes take any strings; one that is not a uuid can match nothing. */
export function uuidsOnly(ids: readonly string[]): string[] {
  return ids.filter(isUuid);
}
