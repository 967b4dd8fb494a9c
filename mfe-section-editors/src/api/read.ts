import useSWR, { type Key, type SWRConfiguration, type SWRResponse } from 'swr';

/**
 * An swr read whose failure is typed as what it is, `unknown` (swr's own default is `any`): every
 * read of the section editors goes through here.
 */
export function useRead<Data>(
  key: Key,
  fetcher: () => Data | Promise<Data>,
  config?: SWRConfiguration<Data, unknown>,
): SWRResponse<Data, unknown> {
  return useSWR<Data, unknown>(key, fetcher, config);
}

/**
 * A value of a read's key as text: a number, a text or nothing (an input checked by a schema that
 * takes anything before it checks it types its fields `unknown`).
 */
export function keyPart(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : '';
}
