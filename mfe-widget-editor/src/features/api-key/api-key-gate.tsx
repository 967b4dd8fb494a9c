import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import type { ApiKey } from '@suite/shared';
import { ErrorAlert, useNotify } from '@suite/shared/react';
import { useApiKey, useApiKeyMutations } from '../../api/api-key';
import { useWidgetEditorCatalog } from '../../i18n';

interface ApiKeyGateProps {
  /** Why the key is needed, under "API key not found". */
  missingDetail?: ReactNode;
  /** What shows once the account has a key. */
  children: (apiKey: ApiKey) => ReactNode;
}

/**
 * The account's API key, for what needs it (the API key panel, the embed codes): a loading line, the
 * load's error, or Create API key while the account has none (seed 001 §2).
 */
export function ApiKeyGate({ missingDetail, children }: ApiKeyGateProps) {
  const { t } = useWidgetEditorCatalog();
  const apiKey = useApiKey();
  const { create } = useApiKeyMutations();
  const notify = useNotify();
  const [creating, setCreating] = useState(false);
  if (apiKey.isLoading) {
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('apiKey.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (apiKey.error) {
    return (
      <ErrorAlert error={apiKey.error} title={t('apiKey.loadFailed')} onRetry={() => void apiKey.mutate()} />
    );
  }
  if (!apiKey.data) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('apiKey.notFound')}
        description={missingDetail}
        action={
          <Button
            type="primary"
            loading={creating}
            onClick={() => {
              setCreating(true);
              void notify.run(create, t('apiKey.created')).finally(() => setCreating(false));
            }}
          >
            {t('apiKey.create')}
          </Button>
        }
      />
    );
  }
  return children(apiKey.data);
}
