import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { useApiErrorMessage } from './api-error-message';
import { useSharedCatalog } from './i18n/shared-catalog';

export interface ErrorAlertProps {
  error: unknown;
  onRetry: () => void;
  /** What could not be read ("The activity could not be read"); the error's text goes under it. */
  title?: string;
  /** `warning` when the rest of the screen still works without what failed. */
  type?: 'error' | 'warning';
  /** More actions beside Retry. */
  extra?: ReactNode;
}

/**
 * A failed read, inline: the error's text (under a title when given) and a Retry (a list or a detail
 * that could not load).
 */
export function ErrorAlert({ error, onRetry, title, type = 'error', extra }: ErrorAlertProps) {
  const { t } = useSharedCatalog();
  const errorMessage = useApiErrorMessage();
  return (
    <Alert
      type={type}
      showIcon
      title={title ?? errorMessage(error)}
      description={title ? errorMessage(error) : undefined}
      action={
        <Flex gap={8}>
          <Button size="small" onClick={onRetry}>
            {t('errorAlert.retry')}
          </Button>
          {extra}
        </Flex>
      }
    />
  );
}
