import type { ReactNode } from 'react';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import { CopyButton } from './copy-button';
import { useSharedCatalog } from './i18n/shared-catalog';

/** The channels of the share dialog, in order (seed 000 §1). */
export const SHARE_CHANNELS = ['telegram', 'email', 'facebook', 'pinterest', 'whatsapp', 'x'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** The brands' own names; e-mail is worded in the page's language (`share.email`). */
const BRANDS: Record<Exclude<ShareChannel, 'email'>, string> = {
  telegram: 'Telegram',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  x: 'X',
};

export interface ShareTarget {
  /** The address to share. */
  url: string;
  /** A line that goes with it where the channel takes one (the message, the e-mail subject). */
  text?: string;
}

/** The address that opens a channel's own share screen with the link filled in. */
export function shareUrl(channel: ShareChannel, { url, text = '' }: ShareTarget): string {
  const link = encodeURIComponent(url);
  const message = encodeURIComponent(text);
  switch (channel) {
    case 'telegram':
      return `https://t.me/share/url?url=${link}&text=${message}`;
    case 'email':
      return `mailto:?subject=${message}&body=${encodeURIComponent(text ? `${text}\n\n${url}` : url)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${link}&description=${message}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(text ? `${text} ${url}` : url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${link}&text=${message}`;
  }
}

export interface ShareDialogProps extends ShareTarget {
  open: boolean;
  onClose: () => void;
  /** The dialog's title; "Share" when absent. */
  title?: string;
  /** The name of the link's field; "Link" when absent. */
  linkLabel?: string;
  /** The channels offered, in this order; every one of `SHARE_CHANNELS` when absent. */
  channels?: readonly ShareChannel[];
  /** Shown above the link: what sharing needs or costs. */
  notice?: ReactNode;
  /** Why this cannot be shared: said instead of the link and the channels. */
  refusal?: { title: string; description: string };
}

/** A small dialog to share a link: the link with a copy button, then one button per channel. */
export function ShareDialog({
  open,
  onClose,
  url,
  text,
  title,
  linkLabel,
  channels = SHARE_CHANNELS,
  notice,
  refusal,
}: ShareDialogProps) {
  const { t } = useSharedCatalog();
  return (
    <Modal open={open} onCancel={onClose} title={title ?? t('share.title')} footer={null} destroyOnHidden>
      {refusal ? (
        <Alert type="error" showIcon title={refusal.title} description={refusal.description} />
      ) : (
        <Flex vertical gap={12}>
          {notice}
          <Flex gap={8} align="center">
            <Input
              readOnly
              value={url}
              aria-label={linkLabel ?? t('share.link')}
              onFocus={(event) => event.target.select()}
            />
            <CopyButton text={url} label={t('share.copyLink')} />
          </Flex>
          <Flex wrap gap={8} role="group" aria-label={t('share.on')}>
            {channels.map((channel) => (
              <Button
                key={channel}
                href={shareUrl(channel, { url, text })}
                {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {channel === 'email' ? t('share.email') : BRANDS[channel]}
              </Button>
            ))}
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
