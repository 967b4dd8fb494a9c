import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Checkout } from '@suite/shared';
import { useCommerceCatalog } from '../../i18n';
import { LowCreditsAlert } from '../credits/low-credits-alert';
import { inactiveProductNames } from './inactive-products';
import { checkoutLink, SHARE_TARGET_BRANDS, SHARE_TARGETS, shareUrl } from './share-links';

/**
 * Share a checkout: telegram, whatsapp, facebook, email, pinterest, x, and copy link. A checkout with
 * inactive products is refused: the dialog gives the reason instead of a link nobody could pay.
 */
export function ShareCheckoutDialog({
  checkout,
  onClose,
}: {
  checkout: Checkout | null;
  onClose: () => void;
}) {
  const { t } = useCommerceCatalog();
  const [copied, setCopied] = useState(false);
  const inactive = checkout ? inactiveProductNames(checkout.items) : [];
  // Why no link is given for this checkout, or null when it may be shared.
  const refusal = inactive.length > 0 ? t('checkouts.share.refused', { names: inactive.join(', ') }) : null;
  const link = checkout && !refusal ? checkoutLink(window.location.origin, checkout.id) : '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <Modal
      title={t('checkouts.share.title')}
      open={checkout !== null}
      onCancel={() => {
        setCopied(false);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {refusal ? (
        <Alert type="error" showIcon title={t('checkouts.share.refusedTitle')} description={refusal} />
      ) : (
        <Flex vertical gap={12}>
          <LowCreditsAlert />
          <Flex gap={8}>
            <Input readOnly value={link} aria-label={t('checkouts.share.link')} />
            <Button onClick={() => void copy()}>
              {copied ? t('checkouts.share.copied') : t('checkouts.share.copy')}
            </Button>
          </Flex>
          <Flex gap={8} wrap>
            {SHARE_TARGETS.map((target) => (
              <Button
                key={target}
                href={shareUrl(target, link, checkout?.title ?? '')}
                target="_blank"
                rel="noreferrer"
              >
                {target === 'email' ? t('checkouts.share.email') : SHARE_TARGET_BRANDS[target]}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
