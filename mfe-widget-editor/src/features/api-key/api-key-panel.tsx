import { Button, Flex, Skeleton, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import { API_READ_PRICE_USD, type ApiKey } from '@suite/shared';
import { CopyButton, ErrorAlert, useFeedback, useFormat, useNotify } from '@suite/shared/react';
import { useApiKeyMutations } from '../../api/api-key';
import { useCreditsAccount } from '../../api/credits';
import { useWidgetEditorCatalog } from '../../i18n';
import { PanelCard } from '../editor/panel-card';
import { BuyCreditsLink } from '../premium/buy-credits-link';
import { formatCredits } from '../premium/credits-text';
import { ApiKeyGate } from './api-key-gate';

/**
 * API key: credits in USD (4 decimals) with the way to buy more, this month's free requests against
 * the limit and those beyond it (charged to credits), and the key with its copy button (seed 001 §2).
 */
export function ApiKeyPanel() {
  const { t } = useWidgetEditorCatalog();
  const format = useFormat();
  const { modal } = useFeedback();
  const credits = useCreditsAccount();
  const { rotate } = useApiKeyMutations();
  const notify = useNotify();

  function keyContent({ uuid, monthlyCount, monthlyLimit }: ApiKey) {
    const readPrice = { price: format.decimal(API_READ_PRICE_USD) };
    // The month's count includes the requests past the free ones, which credits pay for.
    const freeUsed = Math.min(monthlyCount, monthlyLimit);
    const paid = monthlyCount - freeUsed;
    const percent = monthlyLimit > 0 ? Math.round((freeUsed / monthlyLimit) * 100) : 100;
    return (
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text>{t('apiKey.freeRequests')}</Typography.Text>
          <Progress
            percent={percent}
            status={monthlyCount >= monthlyLimit ? 'exception' : 'normal'}
            format={() => `${freeUsed} / ${monthlyLimit}`}
            aria-label={t('apiKey.freeRequestsUsed')}
          />
          {paid > 0 && <Typography.Text>{t('apiKey.paidRequests', { count: paid })}</Typography.Text>}
          <Typography.Text type="secondary">
            {monthlyCount >= monthlyLimit
              ? t('apiKey.overLimit', readPrice)
              : t('apiKey.beyondLimit', readPrice)}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Typography.Text code aria-label={t('menu.entries.apiKey')}>
            {uuid}
          </Typography.Text>
          <CopyButton text={uuid} ariaLabel={t('apiKey.copy')} />
          <Button
            danger
            onClick={() =>
              modal.confirm({
                title: t('apiKey.rotateTitle'),
                content: t('apiKey.rotateContent'),
                okText: t('apiKey.rotate'),
                okButtonProps: { danger: true },
                cancelText: t('actions.cancel'),
                onOk: () => notify.run(rotate, t('apiKey.rotated')),
              })
            }
          >
            {t('apiKey.rotate')}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <PanelCard description={t('apiKey.description')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'credits',
            label: t('apiKey.credits'),
            children: credits.isLoading ? (
              <Skeleton.Input active size="small" />
            ) : credits.error ? (
              // A warning: the key below works without it. Retry reads it again (offline, the server
              // down a moment) without leaving the panel.
              <ErrorAlert type="warning" error={credits.error} onRetry={() => void credits.mutate()} />
            ) : (
              <Flex gap={12} align="baseline" wrap>
                {format.credits(formatCredits(credits.data?.creditsAvailable ?? '0'))}
                <BuyCreditsLink />
              </Flex>
            ),
          },
        ]}
      />
      <ApiKeyGate>{keyContent}</ApiKeyGate>
    </PanelCard>
  );
}
