import type { ReactNode } from 'react';
import type { PremiumFeature, ThemeMode } from '@suite/shared';
import { ContentLanguage, visitorLanguage } from '@suite/shared/react';
import { SitePage } from '@suite/shared/site-page';
import { siteFooter, type WidgetFooter } from '@suite/shared/widget';
import { useFeatureStatus } from '../../api/credits';
import type { PreviewDraft } from './preview-draft';

/**
 * The footer visitors get from `footer` (the saved settings): each choice only while the owner's
 * feature behind it is active, as the server serves it. A feature not read yet (or unreadable) counts
 * as inactive, which is what a visitor sees of a lapsed one.
 */
function useSiteFooter(footer: WidgetFooter | undefined) {
  const poweredBy = useFeatureStatus('powered-by');
  const signature = useFeatureStatus('widget-signature');
  const active = new Set<PremiumFeature>();
  if (poweredBy.data?.active) active.add('powered-by');
  if (signature.data?.active) active.add('widget-signature');
  return siteFooter(footer, active);
}

interface PreviewSitePageProps {
  /** The previewed site's theme, language, name and footer settings. */
  look: Omit<PreviewDraft, 'page'>;
  mode: ThemeMode;
  minHeight?: number | string;
  children: ReactNode;
}

/**
 * A previewed page as its visitors get it: in the site's theme, then its footer, whose words are in the
 * site's language, as on the embed.
 */
export function PreviewSitePage({ look, mode, minHeight, children }: PreviewSitePageProps) {
  const footer = useSiteFooter(look.footer);
  return (
    <ContentLanguage language={visitorLanguage(look.locale)}>
      <SitePage theme={look} mode={mode} footer={footer} minHeight={minHeight} appName={look.name ?? ''}>
        {children}
      </SitePage>
    </ContentLanguage>
  );
}
