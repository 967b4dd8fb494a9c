import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Button } from 'antd';
import { BaseProviders, prepareLanguage, SuiteDocument } from '@suite/shared/react';
import { CheckoutPageRoute } from '../routes/checkout-page';

/**
 * The public pay page of a checkout (`/c/{id}`), as its own small app: no Module Federation, the
 * suite's theme and API client but not the wallet — `WalletGate`s load wagmi when the buyer asks to
 * connect. The shell loads it (see shell/src/pay-page); its URL is the shell's, so the API is at the
 * page's own origin.
 */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // An Alert, not a Result: Result's illustrations would weigh on every buyer's first load.
    return (
      <Alert
        type="error"
        showIcon
        style={{ maxWidth: 560, margin: '64px auto' }}
        title="This page could not be shown"
        description="Reload the page to try again."
        action={<Button onClick={() => window.location.reload()}>Reload</Button>}
      />
    );
  }
}

function checkoutIdOf(pathname: string): string {
  return decodeURIComponent(pathname.split('/')[2] ?? '');
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
document.title = 'Checkout';
// The buyer's language first (a catalog that fails to load leaves English), then the page.
void prepareLanguage(['shared']).then(() =>
  createRoot(container).render(
    <StrictMode>
      <BaseProviders apiBaseUrl="">
        {/* The page in the buyer's colour scheme and language (their system's, unless chosen in the admin). */}
        <SuiteDocument product="Checkout">
          <PageErrorBoundary>
            <main>
              <CheckoutPageRoute checkoutId={checkoutIdOf(window.location.pathname)} />
            </main>
          </PageErrorBoundary>
        </SuiteDocument>
      </BaseProviders>
    </StrictMode>,
  ),
);
