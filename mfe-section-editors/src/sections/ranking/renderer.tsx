import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { RankingConfigSchema } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { NO_SITE_RENDER_MESSAGE, useSiteLeaderboard } from '../../api/site-content';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';
import { useSectionScope } from '../section-scope';

/** A ranking section as a visitor sees it: its title and the chosen leaderboard of the site. */
export function RankingRenderer({ data }: SectionRendererProps) {
  const parsed = RankingConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} />;
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
    </Card>
  );
}
