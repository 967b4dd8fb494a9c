import { checkoutPagePath } from '../commerce-paths';

export const SHARE_TARGETS = ['telegram', 'whatsapp', 'facebook', 'email', 'pinterest', 'x'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

/** The brands' own names; e-mail is worded in the page's language (`checkouts.share.email`). */
export const SHARE_TARGET_BRANDS: Record<Exclude<ShareTarget, 'email'>, string> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
  x: 'X',
};

/** The public link of a checkout: `{origin}/c/{checkoutId}` (seed §2). */
export function checkoutLink(origin: string, checkoutId: string): string {
  return `${origin.replace(/\/+$/, '')}${checkoutPagePath(checkoutId)}`;
}

/** Where each share target opens with the link and the checkout's title. */
export function shareUrl(target: ShareTarget, link: string, title: string): string {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(title);
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'email':
      return `mailto:?subject=${text}&body=${url}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${url}&description=${text}`;
    case 'x':
      return `https://x.com/intent/tweet?url=${url}&text=${text}`;
  }
}
