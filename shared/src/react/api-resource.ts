import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';

/** An swr key as the suite builds them: a tuple (`ResourceKey`, the session's…), or null for no request. */
export type ApiResourceKey = readonly unknown[] | null;

/**
 * An swr read of an API call: `data` is what the call resolves, `error` what it threw — `unknown`
 * (an `ORPCError` from the API, a `TypeError` when it could not be reached…) where swr's own default
 * is `any`, which would leak into every page that reads it.
 */
export function useApiResource<Data>(
  key: ApiResourceKey,
  fetcher: () => Promise<Data>,
  config?: SWRConfiguration<Data, unknown>,
): SWRResponse<Data, unknown> {
  return useSWR<Data, unknown>(key, fetcher, config);
}
