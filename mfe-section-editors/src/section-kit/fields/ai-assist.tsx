import { useState } from 'react';
import { Alert, Button, Flex, Input, Tooltip, Typography } from 'antd';
import Popover from 'antd/es/popover';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { useApiErrorMessage } from '@suite/shared/react';
import { isAiNotConfigured, useAiStatus } from '../../api/ai';
import { useSectionEditorsCatalog } from '../../i18n';

export interface AiAssistProps {
  /** The button's text: "Write with AI", "Generate code with AI". */
  label: string;
  placeholder: string;
  /** Asks the API; resolves with the text to put into the field. */
  generate: (prompt: string) => Promise<string>;
  onGenerated: (text: string) => void;
}

/**
 * An AI action beside a field: a prompt, Generate, and the result handed to the field. When the
 * server says it has no AI configured (`GET /api/ai/status`, or a 503 on use), the button is shown
 * disabled and says why.
 */
export function AiAssist({ label, placeholder, generate, onGenerated }: AiAssistProps) {
  const { t } = useSectionEditorsCatalog();
  const status = useAiStatus();
  const errorMessage = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const notConfigured = refused || status.data?.configured === false;

  async function run() {
    setBusy(true);
    setError(null);
    try {
      onGenerated(await generate(prompt.trim()));
      setOpen(false);
      setPrompt('');
    } catch (caught) {
      if (isAiNotConfigured(caught)) {
        setRefused(true);
        setOpen(false);
      } else {
        setError(errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Flex vertical gap={8} style={{ marginBottom: 8 }}>
      <Popover
        open={open && !notConfigured}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomLeft"
        content={
          <Flex vertical gap={8} style={{ width: 320 }}>
            <Input.TextArea
              aria-label={t('common.ai.prompt')}
              placeholder={placeholder}
              value={prompt}
              onChange={(event) => setPrompt(event.target.value)}
              autoSize={{ minRows: 3, maxRows: 8 }}
            />
            {error ? <Alert type="error" showIcon title={error} /> : null}
            <Button type="primary" onClick={run} loading={busy} disabled={prompt.trim() === ''}>
              {t('common.ai.generate')}
            </Button>
          </Flex>
        }
      >
        <Tooltip title={notConfigured ? t('common.ai.notConfigured') : undefined}>
          <Button
            icon={<RobotOutlined aria-hidden />}
            disabled={notConfigured}
            style={{ alignSelf: 'flex-start' }}
          >
            {label}
          </Button>
        </Tooltip>
      </Popover>
      {notConfigured ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('common.ai.notConfigured')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
