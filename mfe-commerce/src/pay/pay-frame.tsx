import { Component, type ReactNode } from 'react';
import { Alert, Button, theme } from 'antd';
import { SuiteDocument } from '@suite/shared/react';
import { usePayCatalog } from '../features/checkout-pay/i18n';

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

/** What the page shows when it fails to render: that it failed, and Reload. */
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

/**
 * The frame of the buyer's pay page (`/c/{id}`), wherever it is served — the shell's `pay.html` and
 * mfe_commerce's own page: the document in the buyer's colour scheme and language, titled after the
 * checkout, its text, and a failure said with Reload instead of a blank page.
 */
export function PayFrame({ children }: { children: ReactNode }) {
  return (
    <PayDocument>
      <PageText>
        <PageErrorBoundary>
          <main>{children}</main>
        </PageErrorBoundary>
      </PageText>
    </PayDocument>
  );
}
