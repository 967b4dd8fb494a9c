import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Flex, Modal } from 'antd';
import Segmented from 'antd/es/segmented';
import type { PreviewPlatform, ThemeMode } from '@suite/shared';
import { useColorScheme } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { widgetPaths } from '../widget-paths';
import { postPreviewDraft, writePreviewDraft, type PreviewDraft } from './preview-draft';
import { PreviewSitePage } from './preview-site-page';
import { WidgetPageView } from './widget-page-view';

const MOBILE_PREVIEW_WIDTH = 390;
const MOBILE_PREVIEW_HEIGHT = 740;
const MOBILE_FRAME_BORDER = 8;

interface PagePreviewDialogProps {
  open: boolean;
  siteId: string;
  pageKey: string;
  /** The unsaved draft: what the preview shows. */
  draft: PreviewDraft;
  onClose: () => void;
}

/** '{title} page preview': the page full size, on desktop or in a phone-sized frame (seed 001 §2). */
export function PagePreviewDialog({ open, siteId, pageKey, draft, onClose }: PagePreviewDialogProps) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Modal
      open={open}
      title={t('preview.title', { title: draft.page.title || t('preview.untitled') })}
      onCancel={onClose}
      footer={null}
      width="100%"
      style={{ top: 16, maxWidth: 'calc(100vw - 32px)', paddingBottom: 16 }}
      destroyOnHidden
    >
      {open && <PagePreview siteId={siteId} pageKey={pageKey} draft={draft} />}
    </Modal>
  );
}

interface PagePreviewProps {
  siteId: string;
  /** The preview frame's key for the draft (one per page, or per saved version). */
  pageKey: string;
  draft: PreviewDraft;
}

/** A page as visitors see it, desktop or in a phone-sized frame, light or dark: the page preview and History's. */
export function PagePreview({ siteId, pageKey, draft }: PagePreviewProps) {
  const { t } = useWidgetEditorCatalog();
  const [platform, setPlatform] = useState<PreviewPlatform>('desktop');
  // The widget in the mode the admin is drawn in, to begin with.
  const { scheme } = useColorScheme();
  const [themeMode, setThemeMode] = useState<ThemeMode>(scheme);
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        <Segmented
          aria-label={t('preview.platform')}
          value={platform}
          onChange={(value) => setPlatform(value === 'mobile' ? 'mobile' : 'desktop')}
          options={[
            { value: 'desktop', label: t('preview.desktop') },
            { value: 'mobile', label: t('preview.mobile') },
          ]}
        />
        <Segmented
          aria-label={t('preview.theme')}
          value={themeMode}
          onChange={(value) => setThemeMode(value === 'dark' ? 'dark' : 'light')}
          options={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
        />
      </Flex>
      {platform === 'desktop' ? (
        <PreviewSitePage look={draft} mode={themeMode}>
          <WidgetPageView
            page={draft.page}
            siteId={siteId}
            platform="desktop"
            currency={draft.currency}
            locale={draft.locale}
          />
        </PreviewSitePage>
      ) : (
        <MobilePreviewFrame siteId={siteId} pageKey={pageKey} draft={draft} themeMode={themeMode} />
      )}
    </Flex>
  );
}

interface MobilePreviewFrameProps {
  siteId: string;
  pageKey: string;
  draft: PreviewDraft;
  themeMode: ThemeMode;
}

/**
 * The embedded admin preview route in a phone-sized frame. The draft is stored before the frame
 * loads (it reads it on start) and posted on every change after.
 */
function MobilePreviewFrame({ siteId, pageKey, draft, themeMode }: MobilePreviewFrameProps) {
  const { t } = useWidgetEditorCatalog();
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  // Before the frame's document loads, so its first paint is already the draft.
  useLayoutEffect(() => writePreviewDraft(siteId, pageKey, draft), [siteId, pageKey, draft]);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (loaded && target) postPreviewDraft(target, siteId, pageKey, draft);
  }, [loaded, siteId, pageKey, draft]);
  return (
    <Flex justify="center">
      <iframe
        ref={frame}
        title={t('preview.mobileFrame')}
        src={widgetPaths.preview(siteId, pageKey, { platform: 'mobile', themeMode })}
        onLoad={() => setLoaded(true)}
        style={{
          // The border is inside the width, so maxWidth 100% keeps the frame within a phone's dialog;
          // on a wider screen the page inside is still a phone's width.
          boxSizing: 'border-box',
          width: MOBILE_PREVIEW_WIDTH + 2 * MOBILE_FRAME_BORDER,
          maxWidth: '100%',
          height: MOBILE_PREVIEW_HEIGHT + 2 * MOBILE_FRAME_BORDER,
          border: `${MOBILE_FRAME_BORDER}px solid #222`,
          borderRadius: 24,
          background: '#fff',
        }}
      />
    </Flex>
  );
}
