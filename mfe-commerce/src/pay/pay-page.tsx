import { Component, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert, Button, theme } from 'antd';
import { PageProviders, prepareLanguage, SuiteDocument } from '@suite/shared/react';
import { PAY_NAMESPACES, usePayCatalog } from '../features/checkout-pay/i18n';
import { CheckoutPageRoute } from '../routes/checkout-page';

/** An Alert, not a Result: Result's illustrations would weigh on every buyer's first load. */
function PageFailed() {
  const { t } = usePayCatalog();
  return (
    <Alert
      type="error"
      showIcon
      style={{ maxWidth: 560, margin: '64px auto' }}
      title={t('pay.pageFailed')}
      description={t('pay.reloadHint')}
      action={<Button onClick={() => window.location.reload()}>{t('pay.reload')}</Button>}
    />
  );
}

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
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * The font and colour of the page's own text (a legend, a label): antd's `App` sets them in the admin;
 * the pay page goes without it (`PageProviders`), so sets them here from the same theme.
 */
function PageText({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

/** The suite's document for the buyer, named in their language ("Merch bundle · Checkout"). */
function PayDocument({ children }: { children: ReactNode }) {
  const { t } = usePayCatalog();
  return <SuiteDocument product={t('pay.checkout')}>{children}</SuiteDocument>;
}

function checkoutIdOf(pathname: string): string {
  return decodeURIComponent(pathname.split('/')[2] ?? '');
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
document.title = 'Checkout';
// The buyer's language first (a catalog that fails to load leaves English), then the page. The title
// set here is the one shown while it loads; the page names itself in the buyer's language. Only the
// buyer's catalog: the back office's (`../i18n.ts`) is not part of this page.
void prepareLanguage(['shared', ...PAY_NAMESPACES]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <PageProviders apiBaseUrl="">
        {/* The page in the buyer's colour scheme and language (their system's, unless chosen in the admin). */}
        <PayDocument>
          <PageText>
            <PageErrorBoundary>
              <main>
                <CheckoutPageRoute checkoutId={checkoutIdOf(window.location.pathname)} />
              </main>
            </PageErrorBoundary>
          </PageText>
        </PayDocument>
      </PageProviders>
    </StrictMode>,
  ),
);
