import { useEffect, useMemo } from 'react';
import { Button, Empty, Modal, Skeleton, Typography } from 'antd';
import Segmented from 'antd/es/segmented';
import { widgetChanges, type Widget } from '@suite/shared/widget';
import { ErrorAlert } from '@suite/shared/react';
import { useWidgetVersion } from '../../api/widget-versions';
import { useWidgetEditorCatalog } from '../../i18n';
import { PagePreview } from '../preview/page-preview-dialog';
import { clearPreviewDraft, previewTheme } from '../preview/preview-draft';
import { changeText } from './change-text';

export type VersionDialogMode = 'preview' | 'compare';

interface VersionDialogProps {
  widget: Widget;
  version: number;
  mode: VersionDialogMode;
  onModeChange: (mode: VersionDialogMode) => void;
  onRestore: () => void;
  onClose: () => void;
}

/**
 * One kept version: its page as visitors saw it (the editor's preview: desktop or phone, light or
 * dark), or what restoring it would change in the current version, as sentences.
 */
export function VersionDialog({
  widget,
  version,
  mode,
  onModeChange,
  onRestore,
  onClose,
}: VersionDialogProps) {
  const { t } = useWidgetEditorCatalog();
  const loaded = useWidgetVersion(widget.id, version);
  const current = version === widget.version;
  const siteId = String(widget.id);
  const pageKey = `version-${version}`;
  const config = loaded.data?.configParsed;
  // From the current config to this version's: what a restore would do.
  const changes = useMemo(
    () => (config ? widgetChanges(widget.configParsed, config) : []),
    [config, widget.configParsed],
  );
  // The phone frame reads its draft from the tab's storage: none is left behind.
  useEffect(() => () => clearPreviewDraft(siteId, pageKey), [siteId, pageKey]);

  let body;
  if (loaded.error) {
    body = (
      <ErrorAlert
        error={loaded.error}
        title={t('history.versionFailed')}
        onRetry={() => void loaded.mutate()}
      />
    );
  } else if (!config) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (mode === 'preview') {
    body = (
      <PagePreview siteId={siteId} pageKey={pageKey} draft={{ ...previewTheme(config), page: config.page }} />
    );
  } else if (changes.length === 0) {
    body = <Empty description={t('history.sameAsCurrent')} />;
  } else {
    body = (
      <>
        <Typography.Paragraph>
          {t('history.compareIntro', { version, current: widget.version })}
        </Typography.Paragraph>
        <ul aria-label={t('history.changesLabel')}>
          {changes.map((change, index) => (
            <li key={index}>{changeText(t, change)}</li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Modal
      open
      title={t('history.versionTitle', { version })}
      onCancel={onClose}
      width="100%"
      style={{ top: 16, maxWidth: mode === 'preview' ? 'calc(100vw - 32px)' : 720, paddingBottom: 16 }}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('history.close')}
        </Button>,
        <Button key="restore" type="primary" onClick={onRestore} disabled={current || !config}>
          {t('history.restore')}
        </Button>,
      ]}
      destroyOnHidden
    >
      <Segmented
        aria-label={t('history.view')}
        value={mode}
        onChange={(value) => onModeChange(value === 'compare' ? 'compare' : 'preview')}
        options={[
          { value: 'preview', label: t('history.preview') },
          { value: 'compare', label: t('history.compare'), disabled: current },
        ]}
        style={{ marginBottom: 16 }}
      />
      {body}
    </Modal>
  );
}
