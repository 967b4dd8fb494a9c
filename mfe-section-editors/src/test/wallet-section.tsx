import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiContext, type Config } from 'wagmi';
import { SuiteProviders } from '@suite/shared/react';
import { WalletProviders } from '@suite/shared/wallet';
import { SectionScopeProvider } from '../section-kit/section-scope';
import { WalletRenderer } from '../sections/wallet/renderer/renderer';

/**
 * Draws `node` with `config`'s wallet as the page's, with a cache of its own (what one test read of the
 * chain or the site is not another's), on site `siteId` when given.
 */
export function onWallet(config: Config, siteId?: string) {
  return (node: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <WagmiContext.Provider value={config}>
        {siteId === undefined ? node : <SectionScopeProvider siteId={siteId}>{node}</SectionScopeProvider>}
      </WagmiContext.Provider>
    </QueryClientProvider>
  );
}

/** The wallet section with `data`, in the suite's providers; `wrap` puts it where the test needs it. */
export function renderWallet(
  data: Record<string, unknown>,
  wrap: (node: ReactNode) => ReactNode = (node) => node,
) {
  render(
    <SuiteProviders>
      <WalletProviders>{wrap(<WalletRenderer data={data} />)}</WalletProviders>
    </SuiteProviders>,
  );
  return userEvent.setup({ delay: null });
}
