import { createContext, useContext } from 'react';
import type { ApiClient } from '@suite/shared/client';

export interface ApiClientContextValue {
  client: ApiClient;
  /** The API origin the client talks to; empty for the page's own origin. */
  apiBaseUrl: string;
}

export const ApiClientContext = createContext<ApiClientContextValue | null>(null);

export function useApiClientContext(): ApiClientContextValue {
  const value = useContext(ApiClientContext);
  // Worded as the seed's error catalogue words it.
  if (!value) throw new Error('no instance');
  return value;
}

/** The typed API client of the surrounding `SuiteProviders`. */
export function useApiClient(): ApiClient {
  return useApiClientContext().client;
}

/** The surrounding `SuiteProviders`' API client, or null when a component is mounted without them. */
export function useOptionalApiClient(): ApiClient | null {
  return useContext(ApiClientContext)?.client ?? null;
}
