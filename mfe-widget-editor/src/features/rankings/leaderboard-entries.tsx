import { useState } from 'react';
import { Alert, App, Button, Card, Empty, Flex, Typography } from 'antd';
import Table from 'antd/es/table';
import {
  formatLeaderboardScore,
  LEADERBOARD_ENTRIES_PAGE_SIZE,
  RANKING_NO_SCORES,
  shortenAddress,
  type Leaderboard,
  type LeaderboardEntry,
} from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useLeaderboardEntries, useLeaderboardEntryMutations } from '../../api/leaderboards';
import { useNotify } from '../use-notify';
import { EntryForm } from './entry-form';
import { REMOVE_ENTRY_QUESTION } from './rankings-texts';
import { ScorePosting } from './score-posting';

/** The entries of one leaderboard: ranked, paged, each editable and removable, and the add form. */
export function LeaderboardEntries({ leaderboard }: { leaderboard: Leaderboard }) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<LeaderboardEntry | null>(null);
  const entries = useLeaderboardEntries(leaderboard.id, page);
  const { add, update, remove } = useLeaderboardEntryMutations(leaderboard.id);
  const total = entries.data?.total ?? 0;

  function confirmRemove(entry: LeaderboardEntry) {
    modal.confirm({
      title: REMOVE_ENTRY_QUESTION,
      content: `${shortenAddress(entry.address)} and its score ${formatLeaderboardScore(entry.score)} leave the leaderboard.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        const removed = await notify.run(() => remove(entry.id), 'Entry removed');
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
      title={`Entries of ${leaderboard.title}`}
      aria-label={`Entries of ${leaderboard.title}`}
    >
      <Flex vertical gap={16}>
        {entries.error ? (
          <Alert
            type="error"
            showIcon
            title="The entries could not be loaded"
            description={apiErrorMessage(entries.error)}
            action={
              <Button size="small" onClick={() => void entries.mutate()}>
                Retry
              </Button>
            }
          />
        ) : (
          <Table<LeaderboardEntry>
            size="small"
            rowKey="id"
            aria-label="Entries"
            loading={entries.isLoading}
            dataSource={entries.data?.data ?? []}
            locale={{ emptyText: <Empty description={RANKING_NO_SCORES} /> }}
            scroll={{ x: true }}
            pagination={{
              current: page + 1,
              pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE,
              total,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setPage(next - 1),
            }}
            columns={[
              { key: 'rank', title: 'Rank', dataIndex: 'rank', width: 70 },
              {
                key: 'address',
                title: 'Wallet',
                dataIndex: 'address',
                render: (address: string) => (
                  <Typography.Text title={address} copyable={{ text: address }}>
                    {shortenAddress(address)}
                  </Typography.Text>
                ),
              },
              {
                key: 'score',
                title: 'Score',
                dataIndex: 'score',
                align: 'right',
                render: formatLeaderboardScore,
              },
              {
                key: 'actions',
                title: 'Actions',
                render: (_: unknown, entry) => (
                  <Flex gap={4} wrap>
                    <Button
                      size="small"
                      onClick={() => setEditing(entry)}
                      aria-label={`Edit ${shortenAddress(entry.address)}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => confirmRemove(entry)}
                      aria-label={`Remove ${shortenAddress(entry.address)}`}
                    >
                      Remove
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
        <ScorePosting siteId={leaderboard.siteId} leaderboardId={leaderboard.id} />
      </Flex>
    </Card>
  );
}
