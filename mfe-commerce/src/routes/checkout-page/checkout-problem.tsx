import { Button } from 'antd';
import Result from 'antd/es/result';
import { apiErrorStatus } from '@suite/shared/client';
import { useApiErrorMessage } from '@suite/shared/react';
import { usePayCatalog } from '../../features/checkout-pay/i18n';

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
  const errorMessage = useApiErrorMessage();
  const { t } = usePayCatalog();
  const missing = apiErrorStatus(error) === 404;
  return (
    <Result
      status={missing ? '404' : 'error'}
      title={missing ? t('pay.notFound') : t('pay.loadFailed')}
      subTitle={errorMessage(error)}
      extra={
        missing ? undefined : (
          <Button loading={retrying} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}
