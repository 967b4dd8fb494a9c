import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { SWRConfig } from 'swr';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import { createApiClient } from '@suite/shared/client';
import { ApiClientContext, type ApiClientContextValue } from './api-client-context';
import { listenToOtherTabs, signOutEverywhereInPage } from './session';
import { useSuiteTheme } from './suite-theme';
import { suiteWagmiConfig } from './wagmi-config';

const SuiteProvidersPresent = createContext(false);

let pageQueryClient: QueryClient | undefined;

function suiteQueryClient(): QueryClient {
  pageQueryClient ??= new QueryClient();
  return pageQueryClient;
}

export interface SuiteProvidersProps {
  /** Origin of the API; empty or absent means the page's own origin. Ignored inside outer providers. */
  apiBaseUrl?: string;
  children: ReactNode;
}

/**
 * The providers every exposed module wraps itself in: the suite's antd theme and `App` (message,
 * notification), swr, react-query, wagmi and the API client. Inside an outer `SuiteProviders` (the
 * shell, or a remote's own page) it renders its children only, so the outer ones are reused.
 */
export function SuiteProviders({ apiBaseUrl, children }: SuiteProvidersProps) {
  const nested = useContext(SuiteProvidersPresent);
  if (nested) return <>{children}</>;
  return <SuiteProvidersRoot apiBaseUrl={apiBaseUrl ?? ''}>{children}</SuiteProvidersRoot>;
}

function SuiteProvidersRoot({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const api = useMemo<ApiClientContextValue>(
    () => ({
      apiBaseUrl,
      client: createApiClient({ baseUrl: apiBaseUrl, onUnauthorized: signOutEverywhereInPage }),
    }),
    [apiBaseUrl],
  );
  useEffect(listenToOtherTabs, []);
  const theme = useSuiteTheme();
  return (
    <SuiteProvidersPresent.Provider value>
      <ConfigProvider theme={theme}>
        <App>
          <WagmiProvider config={suiteWagmiConfig()}>
            <QueryClientProvider client={suiteQueryClient()}>
              <SWRConfig value={{ revalidateOnFocus: true }}>
                <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
              </SWRConfig>
            </QueryClientProvider>
          </WagmiProvider>
        </App>
      </ConfigProvider>
    </SuiteProvidersPresent.Provider>
  );
}
