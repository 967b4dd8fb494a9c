import { useEffect, useRef } from 'react';
import { Alert, Flex, Grid, Skeleton, Typography } from 'antd';
import { WidgetIdSchema, type ThemeMode, type WidgetEmbedPageProps } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { usePublicWidget } from '../../api/public-widget';
import { EMBED_HEIGHT_MESSAGE } from '../../features/embed/embed-code';
import { signatureParts, POWERED_BY_TEXT } from '../../features/premium/footer-text';
import { ThemedPage } from '../../features/preview/themed-page';
import { WidgetPageView } from '../../features/preview/widget-page-view';

type WidgetEmbedRouteProps = Omit<WidgetEmbedPageProps, 'apiBaseUrl' | 'basePath'> & {
  themeMode?: ThemeMode;
};

/** Reports the page's height to the page that frames it, so the snippet's frame fits its content. */
function useReportHeight(widgetId: string) {
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

function failureText(error: unknown): string {
  switch (apiErrorStatus(error)) {
    case 401:
      return "This embed code's API key is not valid.";
    case 404:
      return 'This widget does not exist.';
    case 402:
      return "This widget is not available: this month's free reads are used and its owner has no credits left.";
    default:
      return apiErrorMessage(error);
  }
}

/**
 * `/embed/{id}?apiKey=&index=`: the saved widget as the embed code shows it to visitors, read with
 * the owner's API key (each load counts one request), with the footer the owner's plan allows.
 */
export function WidgetEmbedRoute({ widgetId, apiKey, index, themeMode = 'light' }: WidgetEmbedRouteProps) {
  const root = useReportHeight(widgetId);
  const id = WidgetIdSchema.safeParse(widgetId);
  const { data, error, isLoading } = usePublicWidget(id.success ? id.data : null, apiKey);
  const screens = Grid.useBreakpoint();
  let content;
  if (!id.success) content = <Alert type="error" showIcon title="This widget does not exist." />;
  else if (error) content = <Alert type="error" showIcon title={failureText(error)} />;
  else if (isLoading || !data) content = <Skeleton active />;
  else {
    const config = data.configParsed;
    const signature = data.signature ? signatureParts(data.signature, config.name) : null;
    content = (
      <ThemedPage value={config} mode={themeMode}>
        <WidgetPageView
          page={config.page}
          siteId={widgetId}
          platform={screens.md === false ? 'mobile' : 'desktop'}
          index={index}
          visitor
        />
        {(signature || data.showPoweredBy) && (
          <Flex component="footer" vertical align="center" gap={4} style={{ paddingTop: 24 }}>
            {signature && data.signature && (
              <Typography.Text>
                {signature.prefix}{' '}
                {data.signature.link ? (
                  <Typography.Link href={data.signature.link} target="_blank" rel="noreferrer">
                    {signature.text}
                  </Typography.Link>
                ) : (
                  signature.text
                )}
              </Typography.Text>
            )}
            {data.showPoweredBy && <Typography.Text type="secondary">{POWERED_BY_TEXT}</Typography.Text>}
          </Flex>
        )}
      </ThemedPage>
    );
  }
  return <div ref={root}>{content}</div>;
}
