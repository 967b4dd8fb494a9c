import { Card, Col, Flex, Row, Skeleton } from 'antd';
import Statistic from 'antd/es/statistic';
import type { ReactNode } from 'react';
import { useCreditsAccount } from '../../api/credits';
import { useOrderCount, useTotalRevenue } from '../../api/orders';
import { CommerceFrame } from '../../features/commerce-frame';
import { LowCreditsAlert } from '../../features/credits/low-credits-alert';
import { NoNetworkAlert } from '../../features/networks/no-network-alert';
import { ErrorAlert, useCommerceSectionTitle, useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

interface Loaded<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  /** Reads it again (Retry). */
  mutate: () => Promise<unknown>;
}

function StatCard<Data>({
  title,
  state,
  value,
}: {
  title: string;
  state: Loaded<Data>;
  value: (data: Data) => string | number;
}) {
  let content: ReactNode;
  if (state.error) content = <ErrorAlert error={state.error} onRetry={() => void state.mutate()} />;
  else if (!state.data) content = <Skeleton active paragraph={{ rows: 1 }} />;
  else content = <Statistic title={title} value={String(value(state.data))} />;
  return (
    <Col xs={24} md={8}>
      <Card aria-label={title}>{content}</Card>
    </Col>
  );
}

/** commerce.dashboard: credits, total revenue in USD, order count. */
export function DashboardRoute() {
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame title={sectionTitle('dashboard')} crumbs={[{ title: sectionTitle('dashboard') }]}>
      <DashboardCards />
    </CommerceFrame>
  );
}

function DashboardCards() {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const credits = useCreditsAccount();
  const revenue = useTotalRevenue();
  const count = useOrderCount();
  return (
    <Flex vertical gap={16}>
      <LowCreditsAlert />
      <NoNetworkAlert />
      <Row gutter={[16, 16]}>
        <StatCard
          title={t('dashboard.credits')}
          state={credits}
          value={(data) => format.credits(data.creditsAvailable)}
        />
        <StatCard
          title={t('dashboard.totalRevenue')}
          state={revenue}
          value={(data) => format.usd(data.totalRevenue)}
        />
        <StatCard title={t('dashboard.orders')} state={count} value={(data) => data.count} />
      </Row>
    </Flex>
  );
}
