import { useCallback, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import Pagination from 'antd/es/pagination';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Leaderboard } from '@suite/shared';
import { LEADERBOARD_DEFAULT_PAGE_SIZE } from '@suite/shared/schemas';
import {
  useApiErrorMessage,
  useFeedback,
  useFormat,
  useNotify,
  usePageInRange,
  usePageLinks,
} from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { useLeaderboardMutations, useLeaderboards, useRereadLeaderboards } from '../../api/leaderboards';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { LeaderboardDialog } from './leaderboard-dialog';
import { LeaderboardEntries } from './leaderboard-entries';

/**
 * Rankings: the widget's leaderboards (create, edit, delete) and, for the one opened, its entries.
 * Changes are saved at once through the API; the widget's own Save is not involved.
 */
export function RankingsPanel() {
  const pageLinks = usePageLinks();
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const format = useFormat();
  const { widget } = useWidgetEditor();
  const { modal } = useFeedback();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  /** The dialog: undefined closed, null creating, a leaderboard editing. */
  const [dialog, setDialog] = useState<Leaderboard | null | undefined>(undefined);
  /** The leaderboard whose entries are shown (kept while paging the list). */
  const [openedBoard, setOpenedBoard] = useState<Leaderboard | null>(null);
  const boards = useLeaderboards(widget.id, page);
  const reread = useRereadLeaderboards();
  // Leaderboards deleted elsewhere (another tab, the API) can leave the page past the end: the last
  // page there is shows, rather than a blank list with no pager. The pages read before counted the
  // boards gone, so they are read again (a pager to a page that is no more, otherwise).
  const toPage = useCallback(
    (shown: number) => {
      setPage(shown - 1);
      void reread();
    },
    [reread],
  );
  const shownPage = usePageInRange({
    page: page + 1,
    pageSize: LEADERBOARD_DEFAULT_PAGE_SIZE,
    total: boards.data?.total,
    shown: boards.data?.data.length,
    onPageChange: toPage,
  });
  const pastTheEnd = shownPage !== page + 1;
  const { create, update, remove } = useLeaderboardMutations(widget.id);
  const openedId = openedBoard?.id ?? null;
  const opened = boards.data?.data.find((board) => board.id === openedId) ?? openedBoard;

  function confirmDelete(board: Leaderboard) {
    modal.confirm({
      title: t('rankings.deleteQuestion'),
      content: t('rankings.deleteContent'),
      okText: t('actions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        const deleted = await notify.run(() => remove(board.id), t('rankings.deleted'));
        if (!deleted) return;
        if (openedId === board.id) setOpenedBoard(null);
        if (boards.data?.data.length === 1 && page > 0) setPage(page - 1);
      },
    });
  }

  let content;
  if (boards.error) {
    content = (
      <Alert
        type="error"
        showIcon
        title={t('rankings.loadFailed')}
        description={errorMessage(boards.error)}
        action={
          <Button size="small" onClick={() => void boards.mutate()}>
            {t('actions.retry')}
          </Button>
        }
      />
    );
  } else if (boards.isLoading || !boards.data || pastTheEnd) {
    content = (
      <div role="status" aria-label={t('rankings.loading')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (boards.data.total === 0) {
    content = (
      <Empty
        description={
          <Flex vertical>
            <Typography.Text strong>{t('rankings.emptyTitle')}</Typography.Text>
            <Typography.Text type="secondary">{t('rankings.emptyDescription')}</Typography.Text>
          </Flex>
        }
      />
    );
  } else {
    content = (
      <Flex vertical gap={12}>
        <Flex vertical gap={8} role="list" aria-label={t('rankings.list')}>
          {boards.data.data.map((board) => {
            const isOpened = board.id === openedId;
            return (
              <Card size="small" role="listitem" aria-label={board.title} key={board.id}>
                <Flex gap={12} align="center" wrap>
                  <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {board.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis>
                      {board.description || t('rankings.created', { date: format.day(board.createdAt) })}
                    </Typography.Text>
                  </Flex>
                  <Flex gap={4} wrap>
                    <Button
                      size="small"
                      type={isOpened ? 'primary' : 'default'}
                      aria-pressed={isOpened}
                      onClick={() => setOpenedBoard(isOpened ? null : board)}
                    >
                      {t('rankings.entries')}
                    </Button>
                    <Button size="small" onClick={() => setDialog(board)}>
                      {t('actions.edit')}
                    </Button>
                    <Button size="small" danger onClick={() => confirmDelete(board)}>
                      {t('actions.delete')}
                    </Button>
                  </Flex>
                </Flex>
              </Card>
            );
          })}
        </Flex>
        <Pagination
          itemRender={pageLinks.itemRender}
          align="end"
          size="small"
          current={page + 1}
          pageSize={LEADERBOARD_DEFAULT_PAGE_SIZE}
          total={boards.data.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => setPage(next - 1)}
        />
      </Flex>
    );
  }

  return (
    <PanelCard
      description={t('rankings.description')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialog(null)}>
          {t('rankings.create')}
        </Button>
      }
    >
      {content}
      {opened && <LeaderboardEntries key={opened.id} leaderboard={opened} />}
      <LeaderboardDialog
        editing={dialog}
        onClose={() => setDialog(undefined)}
        onSubmit={async (fields) => {
          if (dialog) {
            const updated = await update(dialog.id, fields);
            if (openedId === updated.id) setOpenedBoard(updated);
          } else {
            const created = await create(fields);
            setOpenedBoard(created);
            setPage(Math.floor((boards.data?.total ?? 0) / LEADERBOARD_DEFAULT_PAGE_SIZE));
          }
        }}
      />
    </PanelCard>
  );
}
