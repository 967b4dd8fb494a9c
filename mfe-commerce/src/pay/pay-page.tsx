import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageProviders, prepareLanguage } from '@suite/shared/react';
import { PAY_NAMESPACES } from '../features/checkout-pay/i18n';
import { CheckoutPageRoute } from '../routes/checkout-page';
import { PayFrame } from './pay-frame';

/*
 * The public pay page of a checkout (`/c/{id}`), as its own small app: no Module Federation, the
 * suite's theme and API client but not the wallet — `WalletGate`s load wagmi when the buyer asks to
 * connect. The shell loads it (see shell/src/pay-page); its URL is the shell's, so the API is at the
 * page's own origin.
 */

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
        <PayFrame>
          <CheckoutPageRoute checkoutId={checkoutIdOf(window.location.pathname)} />
        </PayFrame>
      </PageProviders>
    </StrictMode>,
  ),
);
