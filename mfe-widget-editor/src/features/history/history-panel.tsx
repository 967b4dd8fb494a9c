import { useState } from 'react';
import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import Pagination from 'antd/es/pagination';
import { shortenAddress } from '@suite/shared';
import type { WidgetVersionSummary } from '@suite/shared/widget';
import { ErrorAlert, useFeedback, useFormat, usePageLinks } from '@suite/shared/react';
import { useWidgetVersions } from '../../api/widget-versions';
import { useWidgetMutations } from '../../api/widgets';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { useSaveFlow } from '../editor/save-flow';
import { changeText } from './change-text';
import { VersionDialog, type VersionDialogMode } from './version-dialog';

/** The changes a row of the list names; the dialog's Compare shows them all. */
const CHANGES_SHOWN = 3;

/**
 * History: every save of the widget kept as a version (who saved it, when, what it changed), newest
 * first. A version can be previewed, compared with the current one, and restored: the restore is
 * saved as a new version, on top of the version the editor shows (a widget saved elsewhere since is
 * reported as a stale save is).
 */
export function HistoryPanel() {
  const pageLinks = usePageLinks();
  const { t } = useWidgetEditorCatalog();
  const format = useFormat();
  const { modal, message } = useFeedback();
  const { widget } = useWidgetEditor();
  const { restore } = useWidgetMutations();
  const { reportFailure } = useSaveFlow();
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<{ version: number; mode: VersionDialogMode } | null>(null);
  const versions = useWidgetVersions(widget.id, page);

  function confirmRestore(version: number) {
    modal.confirm({
      title: t('history.restoreTitle', { version }),
      content: t('history.restoreContent'),
      okText: t('history.restore'),
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          const restored = await restore(widget.id, version, widget.version);
          setDialog(null);
          setPage(0);
          void message.success(t('history.restored', { version, saved: restored.version }));
        } catch (error) {
          reportFailure(error, t('history.notRestored'));
        }
      },
    });
  }

  function row(item: WidgetVersionSummary) {
    const current = item.version === widget.version;
    const shown = item.changes.slice(0, CHANGES_SHOWN);
    const more = item.changeCount - shown.length;
    return (
      <Card
        key={item.version}
        size="small"
        role="listitem"
        aria-label={t('history.versionTitle', { version: item.version })}
      >
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{t('history.versionTitle', { version: item.version })}</Typography.Text>
              {current && <Tag color="processing">{t('history.current')}</Tag>}
              {item.restoredFrom !== null && (
                <Tag>{t('history.restoredFrom', { version: item.restoredFrom })}</Tag>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {item.savedBy
                ? t('history.savedBy', {
                    time: format.dateTime(item.savedAt),
                    wallet: shortenAddress(item.savedBy),
                  })
                : t('history.savedBefore', { time: format.dateTime(item.savedAt) })}
            </Typography.Text>
            {shown.length === 0 ? (
              <Typography.Text type="secondary">
                {item.version === 1 ? t('history.created') : t('history.noChanges')}
              </Typography.Text>
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {shown.map((change, index) => (
                  <li key={index}>{changeText(t, change)}</li>
                ))}
                {more > 0 && <li>{t('history.moreChanges', { count: more })}</li>}
              </ul>
            )}
          </Flex>
          <Flex gap={8} wrap>
            <Button onClick={() => setDialog({ version: item.version, mode: 'preview' })}>
              {t('history.preview')}
            </Button>
            <Button onClick={() => setDialog({ version: item.version, mode: 'compare' })} disabled={current}>
              {t('history.compare')}
            </Button>
            <Button type="primary" ghost onClick={() => confirmRestore(item.version)} disabled={current}>
              {t('history.restore')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    );
  }

  let content;
  if (versions.error) {
    content = (
      <ErrorAlert
        error={versions.error}
        title={t('history.loadFailed')}
        onRetry={() => void versions.mutate()}
      />
    );
  } else if (!versions.data) {
    content = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (versions.data.items.length === 0) {
    content = <Empty description={t('history.empty')} />;
  } else {
    const { items, totalItems, pageSize } = versions.data;
    content = (
      <Flex vertical gap={12}>
        <Flex vertical gap={8} role="list" aria-label={t('history.listLabel')}>
          {items.map(row)}
        </Flex>
        {totalItems > pageSize && (
          <Pagination
            itemRender={pageLinks.itemRender}
            align="end"
            current={page + 1}
            pageSize={pageSize}
            total={totalItems}
            showSizeChanger={false}
            onChange={(next) => setPage(next - 1)}
          />
        )}
      </Flex>
    );
  }

  return (
    <PanelCard
      description={
        versions.data ? t('history.descriptionKept', { count: versions.data.kept }) : t('history.description')
      }
    >
      {content}
      {dialog && (
        <VersionDialog
          widget={widget}
          version={dialog.version}
          mode={dialog.mode}
          onModeChange={(mode) => setDialog({ ...dialog, mode })}
          onRestore={() => confirmRestore(dialog.version)}
          onClose={() => setDialog(null)}
        />
      )}
    </PanelCard>
  );
}
