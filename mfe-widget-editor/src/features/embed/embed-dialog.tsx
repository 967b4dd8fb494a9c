import { Alert, Button, Flex, Input, Modal, Spin, Tabs, Typography } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';
import { useApiKey, useApiKeyMutations } from '../../api/api-key';
import { CopyButton } from '../copy-button';
import { API_KEY_LOADING, API_KEY_NOT_FOUND } from '../api-key/api-key-texts';
import { useNotify } from '../use-notify';
import { iframeCode, snippetCode, type EmbedTarget } from './embed-code';

interface EmbedDialogProps {
  open: boolean;
  widgetId: string;
  title: string;
  /** Embed one section only (its place on the page). */
  index?: number;
  onClose: () => void;
}

function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        readOnly
        value={code}
        aria-label={label}
        autoSize={{ minRows: 3, maxRows: 18 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex justify="end">
        <CopyButton text={code} ariaLabel={`Copy ${label.toLowerCase()}`} />
      </Flex>
    </Flex>
  );
}

/** Embed code: an iframe tab and a code snippet tab, both with the widget id and the account's API key. */
export function EmbedDialog({ open, widgetId, title, index, onClose }: EmbedDialogProps) {
  return (
    <Modal
      open={open}
      title={index === undefined ? 'Embed widget' : `Embed ${title}`}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {open && <EmbedCode widgetId={widgetId} title={title} index={index} />}
    </Modal>
  );
}

function EmbedCode({ widgetId, title, index }: Omit<EmbedDialogProps, 'open' | 'onClose'>) {
  const { data: apiKey, error, isLoading } = useApiKey();
  const { create } = useApiKeyMutations();
  const notify = useNotify();
  if (isLoading) {
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{API_KEY_LOADING}</Typography.Text>
      </Flex>
    );
  }
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title="The API key could not be loaded"
        description={apiErrorMessage(error)}
      />
    );
  if (!apiKey) {
    return (
      <Alert
        type="warning"
        showIcon
        title={API_KEY_NOT_FOUND}
        description="The embed code needs your API key."
        action={
          <Button type="primary" onClick={() => void notify.run(create, 'API key created')}>
            Create API key
          </Button>
        }
      />
    );
  }
  const target: EmbedTarget = { origin: window.location.origin, widgetId, apiKey: apiKey.uuid, title, index };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        Each view of the embedded widget counts one request of your API key's month ({apiKey.monthlyCount} of{' '}
        {apiKey.monthlyLimit} used).
      </Typography.Text>
      <Tabs
        items={[
          {
            key: 'iframe',
            label: 'Iframe',
            children: <CodeBlock code={iframeCode(target)} label="Iframe code" />,
          },
          {
            key: 'snippet',
            label: 'Code snippet',
            children: <CodeBlock code={snippetCode(target)} label="Code snippet" />,
          },
        ]}
      />
    </Flex>
  );
}
