import { Button, Empty, Flex, Typography } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

/**
 * What a picker's dropdown says when it offers nothing: why its list could not be read, with Retry,
 * or that there is nothing to pick (yet) — not antd's "No data" for both.
 */
export function PickerEmpty({
  error,
  onRetry,
  empty,
}: {
  error: unknown;
  onRetry: () => void;
  empty: string;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useCommerceCatalog();
  if (error) {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: 8 }} role="alert">
        <Typography.Text type="danger">{errorMessage(error)}</Typography.Text>
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  }
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
}
