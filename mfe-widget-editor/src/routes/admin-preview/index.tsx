import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Skeleton } from 'antd';
import type { AdminPreviewPageProps } from '@suite/shared';
import { WidgetIdSchema } from '@suite/shared/schemas';
import { apiErrorStatus } from '@suite/shared/client';
import { ErrorAlert, useApiErrorMessage, useVisitorLanguage } from '@suite/shared/react';
import { useWidget } from '../../api/widgets';
import {
  listenToPreviewDrafts,
  previewTheme,
  readPreviewDraft,
  type PreviewDraft,
} from '../../features/preview/preview-draft';
import { PreviewSitePage } from '../../features/preview/preview-site-page';
import { WidgetPageView } from '../../features/preview/widget-page-view';
import { SignedIn } from '../../features/signed-in';
import { useWidgetEditorCatalog } from '../../i18n';

type AdminPreviewRouteProps = Omit<AdminPreviewPageProps, 'apiBaseUrl' | 'basePath'>;

/** The preview is a document of its own, framed at the phone's size: its theme fills the frame. */
const FRAME_HEIGHT = '100vh';

/**
 * `/admin/preview/{site}/{page}?index=&platform=&themeMode=`: one page of a site as a visitor of the
 * platform sees it, framed by the editor's mobile preview, in the widget's language. It shows the
 * editor's unsaved draft when there is one (stored before the frame loads, then posted on each
 * change), the saved page otherwise.
 */
export function AdminPreviewRoute({
  siteId,
  pageKey,
  index,
  platform = 'desktop',
  themeMode = 'light',
}: AdminPreviewRouteProps) {
  const { t } = useWidgetEditorCatalog();
  const [draft, setDraft] = useState<PreviewDraft | null>(() => readPreviewDraft(siteId, pageKey));
  useEffect(() => listenToPreviewDrafts(siteId, pageKey, setDraft), [siteId, pageKey]);
  if (draft) {
    return (
      <InWidgetLanguage locale={draft.locale}>
        <PreviewSitePage look={draft} mode={themeMode} minHeight={FRAME_HEIGHT}>
          <WidgetPageView
            page={draft.page}
            siteId={siteId}
            platform={platform}
            index={index}
            currency={draft.currency}
            locale={draft.locale}
          />
        </PreviewSitePage>
      </InWidgetLanguage>
    );
  }
  const id = WidgetIdSchema.safeParse(siteId);
  if (!id.success)
    return <Alert type="error" showIcon title={t('preview.siteNotFound')} style={{ margin: 16 }} />;
  return (
    <SignedIn frame={(content) => <div style={{ padding: 16 }}>{content}</div>}>
      <SavedPage id={id.data} siteId={siteId} platform={platform} themeMode={themeMode} index={index} />
    </SignedIn>
  );
}

function SavedPage({
  id,
  siteId,
  platform,
  themeMode,
  index,
}: { id: number; siteId: string } & Required<Pick<AdminPreviewRouteProps, 'platform' | 'themeMode'>> &
  Pick<AdminPreviewRouteProps, 'index'>) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const { data, error, isLoading, mutate } = useWidget(id);
  // The saved page is read once (no retry on error, focus or reconnect): a failure that can pass
  // (offline, the server down) is read again with Retry, without reloading the frame. No such site
  // would answer the same.
  if (error && apiErrorStatus(error) !== 404)
    return (
      <div style={{ padding: 16 }}>
        <ErrorAlert error={error} title={t('preview.pageFailed')} onRetry={() => void mutate()} />
      </div>
    );
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('preview.pageFailed')}
        description={errorMessage(error)}
        style={{ margin: 16 }}
      />
    );
  if (isLoading || !data) return <Skeleton active style={{ padding: 16 }} />;
  return (
    <InWidgetLanguage locale={data.configParsed.locale}>
      <PreviewSitePage look={previewTheme(data.configParsed)} mode={themeMode} minHeight={FRAME_HEIGHT}>
        <WidgetPageView
          page={data.configParsed.page}
          siteId={siteId}
          platform={platform}
          index={index}
          currency={data.configParsed.currency}
          locale={data.configParsed.locale}
        />
      </PreviewSitePage>
    </InWidgetLanguage>
  );
}

/**
 * The frame's page in the widget's language (General → Language), else the browser's, as on its
 * embed: the preview is its own document, so the admin around it keeps the owner's language.
 */
function InWidgetLanguage({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  useVisitorLanguage(locale);
  return children;
}
