import { useEffect, useRef } from 'react';
import { Alert, Button, Grid, Skeleton } from 'antd';
import type { WidgetEmbedPageProps } from '@suite/shared';
import { WidgetIdSchema } from '@suite/shared/schemas';
import { apiErrorReason, apiErrorStatus } from '@suite/shared/client';
import { usePublicWidget, type PublicWidgetSource } from '../../api/public-widget';
import { EMBED_HEIGHT_MESSAGE } from '../../features/embed/embed-code';
import { WidgetPageView } from '../../features/preview/widget-page-view';
import { useWidgetEditorCatalog } from '../../i18n';
import { useApiErrorMessage, useColorScheme, useVisitorLanguage } from '@suite/shared/react';
import { SitePage, useSiteTitle } from '@suite/shared/site-page';

/** The page's props; the API's origin and the base path are the mount's (SuiteProviders), not read here. */
type WidgetEmbedRouteProps = WidgetEmbedPageProps;

/** Reports the page's height to the page that frames it, so the snippet's frame fits its content. */
function useReportHeight(widgetId: string | undefined) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element || window.parent === window) return;
    const report = () =>
      window.parent.postMessage(
        { type: EMBED_HEIGHT_MESSAGE, widgetId, height: element.getBoundingClientRect().height },
        '*',
      );
    const observer = new ResizeObserver(report);
    observer.observe(element);
    report();
    return () => observer.disconnect();
  }, [widgetId]);
  return root;
}

function failureKey(
  error: unknown,
  source: PublicWidgetSource | null,
): 'embed.invalidKey' | 'embed.notFound' | 'embed.noSite' | 'embed.unavailable' | null {
  switch (apiErrorStatus(error)) {
    case 401:
      return 'embed.invalidKey';
    case 404:
      if (!source || !('domain' in source)) return 'embed.notFound';
      // A site whose custom domain is not active now: the API's reason says so (in the page's words).
      return apiErrorReason(error)?.reason === 'siteNotServed' ? null : 'embed.noSite';
    case 402:
      return 'embed.unavailable';
    default:
      return null;
  }
}

/** A failure that reading again would not change: no such widget or site (404), a wrong key (401). */
function isPermanent(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status === 404 || status === 401;
}

/** What the page reads: the widget the embed code names with its key, or the site of a custom domain. */
function sourceOf(props: WidgetEmbedRouteProps): PublicWidgetSource | null {
  if (props.domain !== undefined) return { domain: props.domain };
  const id = WidgetIdSchema.safeParse(props.widgetId);
  return id.success ? { id: id.data, apiKey: props.apiKey } : null;
}

/**
 * `/embed/{id}?apiKey=&index=`: the saved widget as the embed code shows it to visitors, read with
 * the owner's API key (each load counts one request), with the footer the owner's plan allows; or,
 * given `domain`, the site served at the root of its custom domain. It is drawn in the visitor's
 * colour scheme (the widget's dark colours for a visitor whose system is dark), unless `themeMode`
 * says which.
 */
export function WidgetEmbedRoute(props: WidgetEmbedRouteProps) {
  const { index, themeMode } = props;
  const { scheme } = useColorScheme();
  const mode = themeMode ?? scheme;
  const errorMessage = useApiErrorMessage();
  const root = useReportHeight(props.widgetId);
  const source = sourceOf(props);
  const { data, error, isLoading, isValidating, mutate } = usePublicWidget(source, props.site);
  // Visitors read the widget in its owner's language (General → Language), else their own.
  useVisitorLanguage(data?.configParsed.locale);
  // The frame's title for assistive technology, and the tab's when the page is opened on its own.
  useSiteTitle(data?.configParsed.page.title, data?.configParsed.name);
  const { t } = useWidgetEditorCatalog();
  const failure = failureKey(error, source);
  const screens = Grid.useBreakpoint();
  let content;
  if (!source) content = <Alert type="error" showIcon title={t('embed.notFound')} />;
  // The read is never retried by itself (nor on focus or reconnect, to spare the owner's requests):
  // after a failure that can pass (offline, the server down, credits bought since) the visitor reads
  // it again here rather than reloading. No such site, or a wrong key in the embed code, would
  // answer the same, so those get no Retry.
  else if (error)
    content = (
      <Alert
        type="error"
        showIcon
        title={failure ? t(failure) : errorMessage(error)}
        action={
          isPermanent(error) ? undefined : (
            <Button size="small" loading={isValidating} onClick={() => void mutate()}>
              {t('actions.retry')}
            </Button>
          )
        }
      />
    );
  else if (isLoading || !data) content = <Skeleton active />;
  else {
    const config = data.configParsed;
    content = (
      <SitePage theme={config} mode={mode} footer={data} appName={config.name}>
        <WidgetPageView
          page={config.page}
          siteId={String(data.id)}
          platform={screens.md === false ? 'mobile' : 'desktop'}
          index={index}
          visitor
          currency={config.currency}
          locale={config.locale}
        />
      </SitePage>
    );
  }
  return <div ref={root}>{content}</div>;
}
