import { useEffect, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import type { ThemeMode } from '@suite/shared';
import type { CustomSignature, SiteFooter as SiteFooterValue, WidgetTheme } from '@suite/shared/widget';
import { useSharedCatalog } from '@suite/shared/react';
import { ThemedPage } from './site-theme';

// What a site's public pages show around their content, wherever they are drawn (the embed, the NFT
// collection pages): the footer and the tab's title. Not part of `@suite/shared/react`, whose first
// load every admin route pays: only the apps that draw a site's pages bundle it.

type SignatureWords = Pick<CustomSignature, 'text' | 'link' | 'showAppName' | 'showLoveBy'>;

/** The host a link goes to ("ana.example"), or nothing when it is not a URL. */
function hostOf(link: string | undefined): string {
  if (!link) return '';
  try {
    return new URL(link).host;
  } catch {
    return '';
  }
}

/**
 * The footer signature as visitors read it: the app name, then the love text ('made with love by',
 * in the page's language: `loveBy`), then the text (which links to `link`; without a text, the link
 * reads its host, so it is never an empty link nobody can see). The default signature shows the app
 * name and the love text (seed 001 §3).
 */
export function signatureParts(
  signature: SignatureWords,
  appName: string,
  loveBy: string,
): { prefix: string; text: string } {
  const words = [signature.showAppName ? appName : '', signature.showLoveBy ? loveBy : ''].filter(Boolean);
  const prefix = signature.showAppName && !signature.showLoveBy ? `${appName} —` : words.join(' ');
  return { prefix, text: signature.text.trim() || hostOf(signature.link) };
}

/**
 * The footer's signature line (`signatureParts`, its love text in the page's language), its text linked
 * to the signature's link; nothing when it says nothing.
 */
export function SiteSignature({ signature, appName }: { signature: SignatureWords; appName: string }) {
  const { t } = useSharedCatalog();
  const { prefix, text } = signatureParts(signature, appName, t('siteFooter.madeWithLoveBy'));
  if (!prefix && !text) return null;
  return (
    <Typography.Text>
      {prefix}{' '}
      {signature.link ? (
        <Typography.Link href={signature.link} target="_blank" rel="noreferrer">
          {text}
        </Typography.Link>
      ) : (
        text
      )}
    </Typography.Text>
  );
}

/** "Powered by Site Builder", in the page's language: the footer's line, and its preview's. */
export function PoweredBy() {
  const { t } = useSharedCatalog();
  return <Typography.Text type="secondary">{t('siteFooter.poweredBy')}</Typography.Text>;
}

/**
 * A site's footer as the server resolved it (`SiteFooter`): its custom signature, then "Powered by";
 * nothing when neither shows. Its words are in the page's language (its `ContentLanguage`).
 */
export function SiteFooter({ footer, appName }: { footer: SiteFooterValue; appName: string }) {
  const { signature, showPoweredBy } = footer;
  if (!signature && !showPoweredBy) return null;
  return (
    <Flex component="footer" vertical align="center" gap={4} style={{ padding: '24px 0' }}>
      {signature ? <SiteSignature signature={signature} appName={appName} /> : null}
      {showPoweredBy ? <PoweredBy /> : null}
    </Flex>
  );
}

/**
 * A site's page as its visitors see it, wherever it is drawn (the embed, the collection pages, the pay
 * page a site's store opens): `children` in the site's `theme` in `mode`, then its footer.
 */
export function SitePage({
  theme,
  mode,
  footer,
  padding,
  minHeight,
  appName,
  children,
}: {
  theme: WidgetTheme;
  mode: ThemeMode;
  footer: SiteFooterValue;
  /** The site's name, as its signature may say it. */
  appName: string;
  padding?: number;
  minHeight?: number | string;
  children: ReactNode;
}) {
  return (
    <ThemedPage value={theme} mode={mode} padding={padding} minHeight={minHeight}>
      {children}
      <SiteFooter footer={footer} appName={appName} />
    </ThemedPage>
  );
}

/**
 * Titles a site's page after what it shows, most specific first ("Main · Shop", "Apes · Shop"): the
 * tab's title, and a frame's for assistive technology. Empty parts are left out; with none, the title
 * stays as it is.
 */
export function useSiteTitle(...parts: (string | undefined)[]): void {
  const title = parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
