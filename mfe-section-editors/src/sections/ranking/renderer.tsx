import { useState } from 'react';
import { Alert, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import Table from 'antd/es/table';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { shortenAddress, type LeaderboardEntry } from '@suite/shared';
import { LEADERBOARD_ENTRIES_PAGE_SIZE } from '@suite/shared/schemas';
import { formatLeaderboardScore, RankingConfigSchema } from '@suite/shared/sections';
import { useFormat, useParseInContentLanguage, usePageLinks } from '@suite/shared/react';
import { useSiteLeaderboard, useSiteLeaderboardEntries } from '../../api/site-content';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { LoadError } from '../../section-kit/render/load-error';
import { RANKING_LABELS } from './labels';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * A ranking section as a visitor sees it: its title, the chosen leaderboard of the site and its top
 * entries (rank, short wallet address, score), in pages of 10.
 */
export function RankingRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(RankingConfigSchema, data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={RANKING_LABELS} />;
  const { title, rankingId } = parsed.data;
  return (
    <section aria-label={title || t('ranking.region')} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      <Leaderboard id={rankingId} />
    </section>
  );
}

function Leaderboard({ id }: { id: number }) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const format = useFormat();
  const { data, error, isLoading, mutate } = useSiteLeaderboard(siteId, id);
  if (!siteId) return <Alert type="info" showIcon title={t('common.noSiteRender')} />;
  if (error) {
    return (
      <LoadError title={t('ranking.loadFailed')} gone={t('ranking.gone')} error={error} retry={mutate} />
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
            {t('ranking.runningSince', { date: format.day(data.createdAt) })}
          </Typography.Text>
        </div>
      </Flex>
      <Entries siteId={siteId} id={id} title={data.title} />
    </Card>
  );
}

function Entries({ siteId, id, title }: { siteId: string; id: number; title: string }) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useSiteLeaderboardEntries(siteId, id, page);
  if (error) {
    return (
      <LoadError style={{ marginTop: 16 }} title={t('ranking.scoresFailed')} error={error} retry={mutate} />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-label={t('ranking.loadingScores')} style={{ marginTop: 16 }}>
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      </div>
    );
  }
  return (
    <Table<LeaderboardEntry>
      style={{ marginTop: 16 }}
      size="small"
      rowKey="id"
      aria-label={t('ranking.scoresOf', { title })}
      loading={isLoading}
      dataSource={data.data}
      locale={{ emptyText: <Empty description={t('ranking.noScores')} /> }}
      pagination={{
        itemRender: pageLinks.itemRender,
        current: page + 1,
        pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE,
        total: data.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: (next) => setPage(next - 1),
      }}
      columns={[
        { key: 'rank', title: t('ranking.rank'), dataIndex: 'rank', width: 64 },
        {
          key: 'address',
          title: t('ranking.wallet'),
          dataIndex: 'address',
          render: (address: string) => <span title={address}>{shortenAddress(address)}</span>,
        },
        {
          key: 'score',
          title: t('ranking.score'),
          dataIndex: 'score',
          align: 'right',
          render: formatLeaderboardScore,
        },
      ]}
    />
  );
}
