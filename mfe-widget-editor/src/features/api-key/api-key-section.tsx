import { Alert, App, Button, Flex, Skeleton, Spin, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import { API_READ_PRICE_USD } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useApiKey, useApiKeyMutations } from '../../api/api-key';
import { useCreditsAccount } from '../../api/credits';
import { CopyButton } from '../copy-button';
import { SectionCard } from '../editor/section-card';
import { formatCredits } from '../premium/credits-text';
import { useNotify } from '../use-notify';
import { API_KEY_LOADING, API_KEY_NOT_FOUND } from './api-key-texts';

/**
 * API key: credits in USD (4 decimals), this month's free requests against the limit, and the key
 * with its copy button (seed 001 §2).
 */
export function ApiKeySection() {
  const { modal } = App.useApp();
  const credits = useCreditsAccount();
  const apiKey = useApiKey();
  const { create, rotate } = useApiKeyMutations();
  const notify = useNotify();

  let keyContent;
  if (apiKey.isLoading) {
    keyContent = (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{API_KEY_LOADING}</Typography.Text>
      </Flex>
    );
  } else if (apiKey.error) {
    keyContent = (
      <Alert
        type="error"
        showIcon
        title="The API key could not be loaded"
        description={apiErrorMessage(apiKey.error)}
      />
    );
  } else if (!apiKey.data) {
    keyContent = (
      <Alert
        type="warning"
        showIcon
        title={API_KEY_NOT_FOUND}
        action={
          <Button type="primary" onClick={() => void notify.run(create, 'API key created')}>
            Create API key
          </Button>
        }
      />
    );
  } else {
    const { uuid, monthlyCount, monthlyLimit } = apiKey.data;
    const percent = monthlyLimit > 0 ? Math.min(100, Math.round((monthlyCount / monthlyLimit) * 100)) : 100;
    keyContent = (
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text>Free requests this month</Typography.Text>
          <Progress
            percent={percent}
            status={monthlyCount >= monthlyLimit ? 'exception' : 'normal'}
            format={() => `${monthlyCount} / ${monthlyLimit}`}
            aria-label="Free requests used this month"
          />
          <Typography.Text type="secondary">
            {monthlyCount >= monthlyLimit
              ? `This month's free requests are used: each further one costs ${API_READ_PRICE_USD} USD of credits. With no credits left, your embeds say they are unavailable.`
              : `Beyond the free requests, each one costs ${API_READ_PRICE_USD} USD of credits.`}
          </Typography.Text>
        </Flex>
        <Flex gap={8} align="center" wrap>
          <Typography.Text code aria-label="API key">
            {uuid}
          </Typography.Text>
          <CopyButton text={uuid} ariaLabel="Copy API key" />
          <Button
            danger
            onClick={() =>
              modal.confirm({
                title: 'Rotate the API key?',
                content: 'The current key stops working at once: embed codes that use it must be updated.',
                okText: 'Rotate',
                okButtonProps: { danger: true },
                cancelText: 'Cancel',
                onOk: () => notify.run(rotate, 'API key rotated'),
              })
            }
          >
            Rotate
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <SectionCard
      title="API key"
      description="Your embed codes read your widgets with this key; each view counts one request."
    >
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'credits',
            label: 'Credits',
            children: credits.isLoading ? (
              <Skeleton.Input active size="small" />
            ) : credits.error ? (
              <Typography.Text type="danger">{apiErrorMessage(credits.error)}</Typography.Text>
            ) : (
              `${formatCredits(credits.data?.creditsAvailable ?? '0')} USD`
            ),
          },
        ]}
      />
      {keyContent}
    </SectionCard>
  );
}
