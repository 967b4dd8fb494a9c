import { useFeatureStatus } from '../../api/credits';

/**
 * The custom domain the site is served on now: its saved domain while the owner's custom-domain
 * feature is active (the server serves it only then), else none — the site's address is then its
 * preview URL.
 */
export function useServedDomain(saved: string | undefined): string | undefined {
  const feature = useFeatureStatus('custom-domain');
  return feature.data?.active && saved ? saved : undefined;
}
