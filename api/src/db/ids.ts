// Ids sent by clients: the resources' ids are uuids, and anything else cannot exist, so it is
// answered like an unknown id (404), never sent to SQL (a uuid column would refuse it).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
