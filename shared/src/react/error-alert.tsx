import type { ReactNode } from 'react';
import { Alert, Button, Flex } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';

export interface ErrorAlertProps {
  error: unknown;
  onRetry: () => void;
  /** More actions beside Retry. */
  extra?: ReactNode;
}

/** A failed read, inline: the error's text and a Retry (a list or a detail that could not load). */
export function ErrorAlert({ error, onRetry, extra }: ErrorAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={apiErrorMessage(error)}
      action={
        <Flex gap={8}>
          <Button size="small" onClick={onRetry}>
            Retry
          </Button>
          {extra}
        </Flex>
      }
    />
  );
}
