import { lazy } from 'react';
import { Alert, Skeleton } from 'antd';
import { ErrorAlert, WalletScope } from '@suite/shared/react';
import { useTopUpOptions } from '../../api/credits';
import { useCommerceCatalog } from '../../i18n';

// Its own chunk, loaded below the wallet's providers: the wallet's libraries are in place, loaded
// once for the page, before the form's code asks for them (ADR 0015).
const BuyCreditsForm = lazy(() => import('./buy-credits-form'));

/**
 * Buying credits: an amount in USD, paid in a stablecoin from the owner's wallet to the platform
 * through the payment proxy, with the top-up's reference; credited once the chain confirms it.
 */
export function BuyCredits() {
  const options = useTopUpOptions();
  const { t } = useCommerceCatalog();
  if (options.error) return <ErrorAlert error={options.error} onRetry={() => void options.mutate()} />;
  if (!options.data) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (options.data.unavailableReason || options.data.networks.length === 0) {
    // The server's one reason (no CREDITS_RECEIVER), in the page's language.
    return <Alert type="info" showIcon title={t('credits.unavailable')} />;
  }
  return (
    <WalletScope fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
      <BuyCreditsForm options={options.data} />
    </WalletScope>
  );
}
