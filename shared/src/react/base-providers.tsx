import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { SWRConfig } from 'swr';
import { createApiClient } from '@suite/shared/client';
import { ApiClientContext, type ApiClientContextValue } from './api-client-context';
import { listenToOtherTabs, signOutEverywhereInPage } from './session';
import { startSignIn } from './sign-in-request';
import { useControlIcons } from './control-icons';
import { useAntdLocale } from './i18n/antd-locale';
import { useLanguage } from './i18n/language';
import { suiteAlertLayout, useSuiteTheme } from './suite-theme';
import { WalletRequestProvider } from './wallet-request';

export interface BaseProvidersProps {
  /** Origin of the API; empty means the page's own origin. */
  apiBaseUrl: string;
  children: ReactNode;
}

/**
 * The providers of a page of the suite: the antd theme, antd's texts and its controls' icons in the
 * page's language, `App` (message, notification), swr and the API client, and the page's memory of a
 * wallet asked for. The wallet's own providers come with the `WalletGate`s and `WalletScope`s of the
 * parts that need them (ADR 0015).
 */
export function BaseProviders({ apiBaseUrl, children }: BaseProvidersProps) {
  return (
    <PageProviders apiBaseUrl={apiBaseUrl} onSignedOut={signedOutAsking}>
      <App>{children}</App>
    </PageProviders>
  );
}

/**
 * A call found the session gone: signed out everywhere in the page; and when the call was something
 * the user asked to do (a save, a delete: not a read), the page's login starts at once, so that they
 * sign in and do it again (seed 001 §6: calls that need a session trigger login first when it is missing).
 */
function signedOutAsking({ method }: { method: string }): void {
  signOutEverywhereInPage();
  if (method !== 'GET') startSignIn();
}

/**
 * `BaseProviders` without antd's `App`, whose message, notification and modal hooks weigh about
 * 12 KiB gzip: for a page that shows none of them, the buyer's pay page (issue 18's budget).
 */
export function PageProviders({
  apiBaseUrl,
  onSignedOut = signOutEverywhereInPage,
  children,
}: BaseProvidersProps & {
  /** A call found the session gone (`createApiClient`'s `onUnauthorized`): signed out in the page. */
  onSignedOut?: (call: { method: string }) => void;
}) {
  const api = useMemo<ApiClientContextValue>(
    () => ({ apiBaseUrl, client: createApiClient({ baseUrl: apiBaseUrl, onUnauthorized: onSignedOut }) }),
    [apiBaseUrl, onSignedOut],
  );
  useEffect(listenToOtherTabs, []);
  const theme = useSuiteTheme();
  const locale = useAntdLocale(useLanguage());
  const { alert: alertIcons, ...controlIcons } = useControlIcons();
  const alert = useMemo(() => ({ ...suiteAlertLayout, ...alertIcons }), [alertIcons]);
  return (
    <ConfigProvider theme={theme} locale={locale} alert={alert} {...controlIcons}>
      <SWRConfig value={{ revalidateOnFocus: true }}>
        <ApiClientContext.Provider value={api}>
          <WalletRequestProvider>{children}</WalletRequestProvider>
        </ApiClientContext.Provider>
      </SWRConfig>
    </ConfigProvider>
  );
}
