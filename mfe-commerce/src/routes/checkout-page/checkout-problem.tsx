import { Button, Result } from 'antd';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';

/** A checkout that could not be read: unknown (404), or another failure with Retry. */
export default function CheckoutProblem({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const missing = apiErrorStatus(error) === 404;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? 'Checkout not found' : 'The checkout could not be loaded'}
      subTitle={apiErrorMessage(error)}
      extra={
        missing ? undefined : (
          <Button loading={retrying} onClick={onRetry}>
            Retry
          </Button>
        )
      }
    />
  );
}
