import { Card, Flex, Statistic, Typography } from 'antd';
import { ReferralConfigSchema } from '@suite/shared';
import type { SectionRendererProps } from '../section-module';
import { SectionNotReady } from '../section-not-ready';

export const REFERRAL_STATS_TITLE = 'Your referral stats';
export const REFERRAL_STATS_HINT =
  'Connect your wallet to see how many friends you invited and what you earned.';

/**
 * A referral section as a visitor sees it. The stats are the visitor's own, so before they connect a
 * wallet there is nothing to show: the row says so instead of showing numbers.
 */
export function ReferralRenderer({ data }: SectionRendererProps) {
  const parsed = ReferralConfigSchema.safeParse(data);
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} />;
  const { title, subtitle, showStats } = parsed.data;
  return (
    <section aria-label={title || 'Referral'} style={{ padding: '24px 0' }}>
      {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
      {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
      {showStats ? (
        <Card size="small" title={REFERRAL_STATS_TITLE} role="region" aria-label={REFERRAL_STATS_TITLE}>
          <Flex gap={32} wrap>
            <Statistic title="Friends invited" value="—" />
            <Statistic title="Rewards earned" value="—" />
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {REFERRAL_STATS_HINT}
          </Typography.Paragraph>
        </Card>
      ) : null}
    </section>
  );
}
