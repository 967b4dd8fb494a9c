import { useEffect, useMemo, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClientOptions } from '@suite/shared/client';
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

/** Calls whose 401 never starts a login: signing out of every session asks to end them, not to sign in. */
const NO_SIGN_IN_AFTER = ['/api/user/logout-all'];

/**
 * A call found the session gone: signed out everywhere in the page; and when the user just asked for
 * it (a save, a delete: a call made within the browser's user activation of a click or a key, never a
 * background read or report), the page's login starts at once, so that they sign in and do it again
 * (seed 001 §6: calls that need a session trigger login first when it is missing). Not for a wallet
 * being linked without a session (`signInBeforeLinking`): signing that wallet in would make it a user.
 */
const signedOutAsking: ApiClientOptions['onUnauthorized'] = ({ method, path, reason }) => {
  signOutEverywhereInPage();
  if (method === 'GET' || reason === 'signInBeforeLinking' || NO_SIGN_IN_AFTER.includes(path)) return;
  if (userJustActed()) startSignIn();
};

/** Whether the user just clicked or typed on the page (the browser's transient user activation). */
function userJustActed(): boolean {
  return (
    typeof navigator !== 'undefined' && 'userActivation' in navigator && navigator.userActivation.isActive
  );
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
  onSignedOut?: ApiClientOptions['onUnauthorized'];
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
