import { createContext, useContext, type ReactNode } from 'react';
import { BaseProviders } from './base-providers';

const SuiteProvidersPresent = createContext(false);

export interface SuiteProvidersProps {
  /** Origin of the API; empty or absent means the page's own origin. Ignored inside outer providers. */
  apiBaseUrl?: string;
  children: ReactNode;
}

/**
 * The providers every exposed module wraps itself in: the suite's antd theme and `App` (message,
 * notification), swr and the API client (`BaseProviders`). The wallet's providers are not among them:
 * the parts that need the wallet open a `WalletGate` or a `WalletScope`, so that no page loads the
 * wallet's code before it needs it (ADR 0015). Inside an outer `SuiteProviders` (the shell, or a
 * remote's own page) it renders its children only, so the outer ones are reused.
 */
export function SuiteProviders({ apiBaseUrl, children }: SuiteProvidersProps) {
  const nested = useContext(SuiteProvidersPresent);
  if (nested) return <>{children}</>;
  return (
    <SuiteProvidersPresent.Provider value>
      <BaseProviders apiBaseUrl={apiBaseUrl ?? ''}>{children}</BaseProviders>
    </SuiteProvidersPresent.Provider>
  );
}
