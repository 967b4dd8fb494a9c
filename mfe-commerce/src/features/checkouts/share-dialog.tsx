import { Alert, Button, Flex, Input, Modal } from 'antd';
import { useState } from 'react';
import type { Checkout } from '@suite/shared';
import { LowCreditsAlert } from '../credits/low-credits-alert';
import { shareRefusal } from './inactive-products';
import { checkoutLink, SHARE_TARGET_LABELS, SHARE_TARGETS, shareUrl } from './share-links';

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
  const [copied, setCopied] = useState(false);
  const refusal = checkout ? shareRefusal(checkout.items) : null;
  const link = checkout && !refusal ? checkoutLink(window.location.origin, checkout.id) : '';
  const copy = async () => {
    await navigator.clipboard.writeText(link);
    setCopied(true);
  };
  return (
    <Modal
      title="Share checkout"
      open={checkout !== null}
      onCancel={() => {
        setCopied(false);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {refusal ? (
        <Alert type="error" showIcon title="This checkout cannot be shared" description={refusal} />
      ) : (
        <Flex vertical gap={12}>
          <LowCreditsAlert />
          <Flex gap={8}>
            <Input readOnly value={link} aria-label="Checkout link" />
            <Button onClick={() => void copy()}>{copied ? 'Copied!' : 'Copy link'}</Button>
          </Flex>
          <Flex gap={8} wrap>
            {SHARE_TARGETS.map((target) => (
              <Button
                key={target}
                href={shareUrl(target, link, checkout?.title ?? '')}
                target="_blank"
                rel="noreferrer"
              >
                {SHARE_TARGET_LABELS[target]}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
