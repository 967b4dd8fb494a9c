import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { SWRConfig } from 'swr';
import { createApiClient } from '@suite/shared/client';
import { ApiClientContext, type ApiClientContextValue } from './api-client-context';
import { listenToOtherTabs, signOutEverywhereInPage } from './session';
import { useSuiteTheme } from './suite-theme';
import { WalletRequestProvider } from './wallet-gate';

export interface BaseProvidersProps {
  /** Origin of the API; empty means the page's own origin. */
  apiBaseUrl: string;
  children: ReactNode;
}

/**
 * The providers of a page of the suite without its wallet: the antd theme and `App` (message,
 * notification), swr and the API client. A page that needs the wallet only when asked (the pay
 * page) uses these alone and opens `WalletGate`s; `SuiteProviders` adds the wallet at once.
 */
export function BaseProviders({ apiBaseUrl, children }: BaseProvidersProps) {
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
    <ConfigProvider theme={theme}>
      <App>
        <SWRConfig value={{ revalidateOnFocus: true }}>
          <ApiClientContext.Provider value={api}>
            <WalletRequestProvider>{children}</WalletRequestProvider>
          </ApiClientContext.Provider>
        </SWRConfig>
      </App>
    </ConfigProvider>
  );
}
