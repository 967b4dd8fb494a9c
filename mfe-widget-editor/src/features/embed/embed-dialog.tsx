import { Alert, Button, Flex, Input, Modal, Spin, Tabs, Typography } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';
import { useApiKey, useApiKeyMutations } from '../../api/api-key';
import { useWidgetEditorCatalog } from '../../i18n';
import { CopyButton } from '../copy-button';
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

function CodeBlock({ code, label, copyLabel }: { code: string; label: string; copyLabel: string }) {
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
        <CopyButton text={code} ariaLabel={copyLabel} />
      </Flex>
    </Flex>
  );
}

/** Embed code: an iframe tab and a code snippet tab, both with the widget id and the account's API key. */
export function EmbedDialog({ open, widgetId, title, index, onClose }: EmbedDialogProps) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Modal
      open={open}
      title={index === undefined ? t('embedDialog.title') : t('embedDialog.titleNamed', { title })}
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
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const { data: apiKey, error, isLoading } = useApiKey();
  const { create } = useApiKeyMutations();
  const notify = useNotify();
  if (isLoading) {
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('apiKey.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (error)
    return <Alert type="error" showIcon title={t('apiKey.loadFailed')} description={errorMessage(error)} />;
  if (!apiKey) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('apiKey.notFound')}
        description={t('embedDialog.needsKey')}
        action={
          <Button type="primary" onClick={() => void notify.run(create, t('apiKey.created'))}>
            {t('apiKey.create')}
          </Button>
        }
      />
    );
  }
  const target: EmbedTarget = { origin: window.location.origin, widgetId, apiKey: apiKey.uuid, title, index };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('embedDialog.usage', { count: apiKey.monthlyCount, limit: apiKey.monthlyLimit })}
      </Typography.Text>
      <Tabs
        items={[
          {
            key: 'iframe',
            label: t('embedDialog.iframe'),
            children: (
              <CodeBlock
                code={iframeCode(target)}
                label={t('embedDialog.iframeCode')}
                copyLabel={t('embedDialog.copyIframe')}
              />
            ),
          },
          {
            key: 'snippet',
            label: t('embedDialog.snippet'),
            children: (
              <CodeBlock
                code={snippetCode(target)}
                label={t('embedDialog.snippet')}
                copyLabel={t('embedDialog.copySnippet')}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
