import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import Table from 'antd/es/table';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import {
  formatLeaderboardScore,
  LEADERBOARD_ENTRIES_PAGE_SIZE,
  RANKING_NO_SCORES,
  RankingConfigSchema,
  shortenAddress,
  type LeaderboardEntry,
} from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import {
  NO_SITE_RENDER_MESSAGE,
  useSiteLeaderboard,
  useSiteLeaderboardEntries,
} from '../../api/site-content';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';
import { RANKING_LABELS } from './labels';
import { useSectionScope } from '../section-scope';

/**
 * A ranking section as a visitor sees it: its title, the chosen leaderboard of the site and its top
 * entries (rank, short wallet address, score), in pages of 10.
 */
export function RankingRenderer({ data }: SectionRendererProps) {
  const parsed = RankingConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={RANKING_LABELS} />;
  const { title, rankingId } = parsed.data;
  return (
    <section aria-label={title || 'Ranking'} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      {rankingId === null ? null : <Leaderboard id={rankingId} />}
    </section>
  );
}

function Leaderboard({ id }: { id: number }) {
  const { siteId } = useSectionScope();
  const { data, error, isLoading, mutate } = useSiteLeaderboard(siteId, id);
  if (!siteId) return <Alert type="info" showIcon title={NO_SITE_RENDER_MESSAGE} />;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="This leaderboard could not be loaded"
        description={apiErrorMessage(error)}
        action={
          <Button size="small" onClick={() => void mutate()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (isLoading || !data) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Card>
      <Flex gap={16} align="flex-start">
        <TrophyOutlined aria-hidden style={{ fontSize: 32 }} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ marginTop: 0 }}>
            {data.title}
          </Typography.Title>
          {data.description ? <Typography.Paragraph>{data.description}</Typography.Paragraph> : null}
          <Typography.Text type="secondary">
            Running since {new Date(data.createdAt).toLocaleDateString()}
          </Typography.Text>
        </div>
      </Flex>
      <Entries siteId={siteId} id={id} title={data.title} />
    </Card>
  );
}

function Entries({ siteId, id, title }: { siteId: string; id: number; title: string }) {
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useSiteLeaderboardEntries(siteId, id, page);
  if (error) {
    return (
      <Alert
        style={{ marginTop: 16 }}
        type="error"
        showIcon
        title="The scores could not be loaded"
        description={apiErrorMessage(error)}
        action={
          <Button size="small" onClick={() => void mutate()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label="Loading scores" style={{ marginTop: 16 }}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <Table<LeaderboardEntry>
      style={{ marginTop: 16 }}
      size="small"
      rowKey="id"
      aria-label={`Scores of ${title}`}
      loading={isLoading}
      dataSource={data.data}
      locale={{ emptyText: <Empty description={RANKING_NO_SCORES} /> }}
      pagination={{
        current: page + 1,
        pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE,
        total: data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => setPage(next - 1),
      }}
      columns={[
        { key: 'rank', title: 'Rank', dataIndex: 'rank', width: 64 },
        {
          key: 'address',
          title: 'Wallet',
          dataIndex: 'address',
          render: (address: string) => <span title={address}>{shortenAddress(address)}</span>,
        },
        {
          key: 'score',
          title: 'Score',
          dataIndex: 'score',
          align: 'right',
          render: formatLeaderboardScore,
        },
      ]}
    />
  );
}
