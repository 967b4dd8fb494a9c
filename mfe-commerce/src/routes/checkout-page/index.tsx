import { lazy, Suspense, useEffect, useState } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { PageHeading } from '@suite/shared/react';
import { usePublicCheckout, useReadCheckoutAgain } from '../../api/checkout-pay';
import { CheckoutPayPanel } from '../../features/checkout-pay/checkout-pay-panel';
import { rememberLastReceipt, useLastReceipt } from '../../features/checkout-pay/last-receipt';
import { useReceiptInUrl, type OnPlaced, type ReceiptLink } from '../../features/checkout-pay/order-in-url';
import { siteInUrl, tokenInUrl } from '../../features/checkout-pay/site-in-url';
import { usePayCatalog } from '../../features/checkout-pay/i18n';

// What the page shows only after a payment, or when the checkout cannot be read, loads then: the
// buyer's first load carries the checkout and the payment form only (ADR 0014).
const OrderReceiptView = lazy(() =>
  import('../../features/checkout-pay/order-receipt').then((module) => ({
    default: module.OrderReceiptView,
  })),
);
const CheckoutProblem = lazy(() => import('./checkout-problem'));
const SiteLookFrame = lazy(() => import('./site-look'));

const LOADING = <Skeleton active paragraph={{ rows: 6 }} />;

/**
 * `/c/{id}`: the public page a customer opens from a checkout's share link: the checkout, then the
 * payment, then (`?order={orderId}#receipt={token}`) the receipt that follows the order's payment and,
 * once paid, shows its protected content to the holder of the receipt link. Opened from a site's asset
 * store (`?site={widgetId}&token={tokenId}`), the marketplace fees the server puts on that sale are shown
 * and paid, and the NFT of the listing is shown and named on the order.
 */
export function CheckoutPageRoute({ checkoutId }: { checkoutId: string }) {
  const { t } = usePayCatalog();
  const [receipt, showReceipt] = useReceiptInUrl();
  // Read once: the receipt's address leaves the site out, and the page keeps its look.
  const [site] = useState(siteInUrl);
  // Why the order's first payment did not go through: the receipt that replaces the checkout says it.
  const [walletError, setWalletError] = useState<string | null>(null);
  const onPlaced: OnPlaced = (link, options = {}) => {
    setWalletError(options.walletError ?? null);
    rememberLastReceipt(checkoutId, link);
    showReceipt(link, options);
  };
  // Told once: a receipt shown again later (the browser's Back and Forward) says what the order says.
  useEffect(() => {
    if (!receipt) setWalletError(null);
  }, [receipt]);
  const page = (
    <div style={{ maxWidth: 1120, margin: '0 auto' }}>
      {receipt ? (
        <PageHeading title={t('pay.yourOrder')}>
          <Suspense fallback={LOADING}>
            <OrderReceiptView
              orderId={receipt.orderId}
              receiptToken={receipt.receiptToken}
              walletError={walletError}
              onBack={() => showReceipt(null)}
            />
          </Suspense>
        </PageHeading>
      ) : (
        <CheckoutPayment
          checkoutId={checkoutId}
          site={site}
          onPlaced={onPlaced}
          onShowReceipt={showReceipt}
        />
      )}
    </div>
  );
  if (site === undefined) return page;
  return (
    <Suspense fallback={LOADING}>
      <SiteLookFrame site={site}>{page}</SiteLookFrame>
    </Suspense>
  );
}

/** The receipt of the order this device last placed here, as a link (its address is the receipt's own). */
function LastReceiptLink({ link, onShow }: { link: ReceiptLink; onShow: (link: ReceiptLink) => void }) {
  const { t } = usePayCatalog();
  const href = `?order=${encodeURIComponent(link.orderId)}${link.receiptToken ? `#receipt=${link.receiptToken}` : ''}`;
  return (
    <Flex justify="end">
      <Typography.Link
        href={href}
        onClick={(event) => {
          event.preventDefault();
          onShow(link);
        }}
      >
        {t('pay.lastReceipt')}
      </Typography.Link>
    </Flex>
  );
}

function CheckoutPayment({
  checkoutId,
  site,
  onPlaced,
  onShowReceipt,
}: {
  checkoutId: string;
  /** The site whose asset store the buyer came from (`?site=`). */
  site: number | undefined;
  onPlaced: OnPlaced;
  onShowReceipt: (link: ReceiptLink) => void;
}) {
  const { t } = usePayCatalog();
  const lastReceipt = useLastReceipt(checkoutId);
  const [token] = useState(() => tokenInUrl(site));
  const { data: checkout, error, mutate, isValidating } = usePublicCheckout(checkoutId, site, token);
  const readAgain = useReadCheckoutAgain(checkoutId, site, token);
  if (!checkout) {
    if (error) {
      return (
        <PageHeading title={t('pay.checkout')}>
          <Suspense fallback={LOADING}>
            <CheckoutProblem error={error} retrying={isValidating} onRetry={() => void mutate()} />
          </Suspense>
        </PageHeading>
      );
    }
    return <PageHeading title={t('pay.checkout')}>{LOADING}</PageHeading>;
  }
  return (
    <PageHeading title={checkout.title}>
      <Flex vertical gap={12}>
        {lastReceipt && <LastReceiptLink link={lastReceipt} onShow={onShowReceipt} />}
        <CheckoutPayPanel checkout={checkout} site={site} refresh={readAgain} onPlaced={onPlaced} />
      </Flex>
    </PageHeading>
  );
}
