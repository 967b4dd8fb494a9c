import type { Widget } from '@suite/shared/widget';
import { useFeatureStatus } from '../../api/credits';

/**
 * The custom domain the site is served on now: the domain its config names while the site holds it
 * (`domainHeld`: another site may have taken it while the feature was lapsed) and the owner's
 * custom-domain feature is active (the server serves it only then), else none — the site's address
 * is then its preview URL.
 */
export function useServedDomain(widget: Pick<Widget, 'configParsed' | 'domainHeld'>): string | undefined {
  const feature = useFeatureStatus('custom-domain');
  const named = widget.configParsed.domain;
  return feature.data?.active && widget.domainHeld && named ? named : undefined;
}
