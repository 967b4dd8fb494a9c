import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';

/** The channels of the share dialog, in order (seed 000 §1). */
export const SHARE_CHANNELS = ['telegram', 'email', 'facebook', 'pinterest', 'whatsapp', 'x'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const SHARE_CHANNEL_TITLES: Record<ShareChannel, string> = {
  telegram: 'Telegram',
  email: 'Email',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  whatsapp: 'WhatsApp',
  x: 'X',
};

export const COPIED_MESSAGE = 'Copied!';
/** How long the copy button says Copied! before it offers to copy again. */
export const COPIED_FOR_MS = 2000;

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
}

/** A small dialog to share a link: one button per channel, and the link with a copy button. */
export function ShareDialog({ open, onClose, url, text, title = 'Share' }: ShareDialogProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  async function copyLink() {
    clearTimeout(reset.current);
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
      reset.current = setTimeout(() => setCopy('idle'), COPIED_FOR_MS);
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Modal open={open} onCancel={onClose} title={title} footer={null} destroyOnHidden>
      <Flex vertical gap={16}>
        <Flex wrap gap={8} role="group" aria-label="Share on">
          {SHARE_CHANNELS.map((channel) => (
            <Button
              key={channel}
              href={shareUrl(channel, { url, text })}
              {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {SHARE_CHANNEL_TITLES[channel]}
            </Button>
          ))}
        </Flex>
        <Flex gap={8}>
          <Input readOnly value={url} aria-label="Link" onFocus={(event) => event.target.select()} />
          <Button type="primary" onClick={copyLink}>
            {copy === 'copied' ? COPIED_MESSAGE : 'Copy link'}
          </Button>
        </Flex>
        {copy === 'failed' ? (
          <Typography.Text type="danger">
            The link could not be copied: select it and copy it yourself.
          </Typography.Text>
        ) : null}
      </Flex>
    </Modal>
  );
}
