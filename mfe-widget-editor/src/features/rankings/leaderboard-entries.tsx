import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import Table from 'antd/es/table';
import { shortenAddress, type Leaderboard, type LeaderboardEntry } from '@suite/shared';
import { LEADERBOARD_ENTRIES_PAGE_SIZE } from '@suite/shared/schemas';
import { formatLeaderboardScore } from '@suite/shared/sections';
import {
  copyableText,
  listEmptyText,
  useApiErrorMessage,
  useFeedback,
  useNotify,
  usePageLinks,
} from '@suite/shared/react';
import { useLeaderboardEntries, useLeaderboardEntryMutations } from '../../api/leaderboards';
import { useWidgetEditorCatalog } from '../../i18n';
import { EntryForm } from './entry-form';
import { ScorePosting } from './score-posting';

/** The entries of one leaderboard: ranked, paged, each editable and removable, and the add form. */
export function LeaderboardEntries({ leaderboard }: { leaderboard: Leaderboard }) {
  const pageLinks = usePageLinks();
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const { modal } = useFeedback();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<LeaderboardEntry | null>(null);
  const entries = useLeaderboardEntries(leaderboard.id, page);
  const { add, update, remove } = useLeaderboardEntryMutations(leaderboard.id);
  const total = entries.data?.total ?? 0;

  function confirmRemove(entry: LeaderboardEntry) {
    modal.confirm({
      title: t('rankings.board.removeQuestion'),
      content: t('rankings.board.removeContent', {
        wallet: shortenAddress(entry.address),
        score: formatLeaderboardScore(entry.score),
      }),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        const removed = await notify.run(() => remove(entry.id), t('rankings.board.removed'));
        if (!removed) return;
        if (editing?.id === entry.id) setEditing(null);
        // The last entry of a page gone: show the page before it.
        if (entries.data?.data.length === 1 && page > 0) setPage(page - 1);
      },
    });
  }

  return (
    <Card
      size="small"
      title={t('rankings.board.title', { title: leaderboard.title })}
      aria-label={t('rankings.board.title', { title: leaderboard.title })}
    >
      <Flex vertical gap={16}>
        {entries.error ? (
          <Alert
            type="error"
            showIcon
            title={t('rankings.board.loadFailed')}
            description={errorMessage(entries.error)}
            action={
              <Button size="small" onClick={() => void entries.mutate()}>
                {t('actions.retry')}
              </Button>
            }
          />
        ) : (
          <Table<LeaderboardEntry>
            size="small"
            rowKey="id"
            aria-label={t('rankings.entries')}
            loading={entries.isLoading}
            dataSource={entries.data?.data ?? []}
            locale={{
              emptyText: listEmptyText(
                { isLoading: entries.isLoading, error: entries.error },
                <Empty description={t('rankings.board.noScores')} />,
              ),
            }}
            scroll={{ x: true }}
            pagination={{
              itemRender: pageLinks.itemRender,
              current: page + 1,
              pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE,
              total,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setPage(next - 1),
            }}
            columns={[
              { key: 'rank', title: t('rankings.board.rank'), dataIndex: 'rank', width: 70 },
              {
                key: 'address',
                title: t('rankings.board.wallet'),
                dataIndex: 'address',
                render: (address: string) => (
                  <Typography.Text title={address} copyable={copyableText(address)}>
                    {shortenAddress(address)}
                  </Typography.Text>
                ),
              },
              {
                key: 'score',
                title: t('rankings.entry.score'),
                dataIndex: 'score',
                align: 'right',
                render: formatLeaderboardScore,
              },
              {
                key: 'actions',
                title: t('fields.actions'),
                render: (_: unknown, entry) => (
                  <Flex gap={4} wrap>
                    <Button
                      size="small"
                      onClick={() => setEditing(entry)}
                      aria-label={t('rankings.board.editNamed', { wallet: shortenAddress(entry.address) })}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => confirmRemove(entry)}
                      aria-label={t('rankings.board.removeNamed', { wallet: shortenAddress(entry.address) })}
                    >
                      {t('actions.remove')}
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        )}
        <EntryForm
          editing={editing}
          onSubmit={(fields) => (editing ? update(editing.id, fields) : add(fields))}
          onCancelEdit={() => setEditing(null)}
        />
        <ScorePosting leaderboard={leaderboard} />
      </Flex>
    </Card>
  );
}
