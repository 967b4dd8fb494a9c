import type { Checkout } from '@suite/shared';
import { ShareDialog, type ShareChannel } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { LowCreditsAlert } from '../credits/low-credits-alert';
import { NoNetworkAlert } from '../networks/no-network-alert';
import { inactiveProductNames } from './inactive-products';

/** The channels a checkout is shared on, in the back office's order. */
const CHECKOUT_CHANNELS: readonly ShareChannel[] = [
  'telegram',
  'whatsapp',
  'facebook',
  'email',
  'pinterest',
  'x',
];

/**
 * Share a checkout: its link to copy, and the channels, under the warning of a store whose credits
 * cannot cover an order. The link is the one the server names for buyers (`payUrl`:
 * `{PUBLIC_APP_URL}/c/{id}`, ADR 0025): this page may be served elsewhere (a remote's own port, a
 * widget editor on another host), where `/c/{id}` is no pay page. A checkout with inactive products
 * is refused: the dialog gives the reason instead of a link nobody could pay.
 */
export function ShareCheckoutDialog({
  checkout,
  onClose,
}: {
  checkout: Checkout | null;
  onClose: () => void;
}) {
  const { t } = useCommerceCatalog();
  const inactive = checkout ? inactiveProductNames(checkout.items) : [];
  return (
    <ShareDialog
      open={checkout !== null}
      onClose={onClose}
      title={t('checkouts.share.title')}
      url={checkout?.payUrl ?? ''}
      text={checkout?.title ?? ''}
      linkLabel={t('checkouts.share.link')}
      channels={CHECKOUT_CHANNELS}
      notice={
        <>
          <LowCreditsAlert />
          <NoNetworkAlert />
        </>
      }
      refusal={
        inactive.length > 0
          ? {
              title: t('checkouts.share.refusedTitle'),
              description: t('checkouts.share.refused', { names: inactive.join(', ') }),
            }
          : undefined
      }
    />
  );
}
