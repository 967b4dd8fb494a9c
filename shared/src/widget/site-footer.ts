import type { PremiumFeature } from '@suite/shared';
import type { SiteFooter, WidgetFooter } from './widget-config';

/**
 * A site's footer as its visitors get it, from its saved footer settings: each choice counts only while
 * the premium feature behind it is active, so hiding "powered by" or a custom signature cannot be had
 * by editing the config alone. The server serves it; the editor's previews show the same.
 */
export function siteFooter(
  footer: WidgetFooter | undefined,
  active: ReadonlySet<PremiumFeature>,
): SiteFooter {
  const signature = footer?.customSignature;
  return {
    showPoweredBy: !(footer?.hide_powered_by && active.has('powered-by')),
    signature: signature?.enabled && active.has('widget-signature') ? signature : null,
  };
}
