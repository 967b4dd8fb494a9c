import { createContext, useContext, type ReactNode } from 'react';
import { BaseProviders } from './base-providers';
import { WalletProviders } from './wallet-providers';

const SuiteProvidersPresent = createContext(false);

export interface SuiteProvidersProps {
  /** Origin of the API; empty or absent means the page's own origin. Ignored inside outer providers. */
  apiBaseUrl?: string;
  children: ReactNode;
}

/**
 * The providers every exposed module wraps itself in: the suite's antd theme and `App` (message,
 * notification), swr and the API client (`BaseProviders`), and the wallet's wagmi and react-query. Inside an outer `SuiteProviders` (the
 * shell, or a remote's own page) it renders its children only, so the outer ones are reused.
 */
export function SuiteProviders({ apiBaseUrl, children }: SuiteProvidersProps) {
  const nested = useContext(SuiteProvidersPresent);
  if (nested) return <>{children}</>;
  return <SuiteProvidersRoot apiBaseUrl={apiBaseUrl ?? ''}>{children}</SuiteProvidersRoot>;
}

function SuiteProvidersRoot({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  return (
    <SuiteProvidersPresent.Provider value>
      <BaseProviders apiBaseUrl={apiBaseUrl}>
        <WalletProviders>{children}</WalletProviders>
      </BaseProviders>
    </SuiteProvidersPresent.Provider>
  );
}
