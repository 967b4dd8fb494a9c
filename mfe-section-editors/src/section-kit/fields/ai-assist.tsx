import { useState } from 'react';
import { Alert, Button, Flex, Input, Tooltip, Typography } from 'antd';
import Popover from 'antd/es/popover';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { useApiErrorMessage, useSession } from '@suite/shared/react';
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
 * server says it has no AI configured (`GET /api/ai/status`, or a 503 on use), or nobody is signed in
 * (the API writes for a signed-in user only: an editor embedded in another product may have no
 * session), the button is shown disabled and says why.
 */
export function AiAssist({ label, placeholder, generate, onGenerated }: AiAssistProps) {
  const { t } = useSectionEditorsCatalog();
  const status = useAiStatus();
  const { account } = useSession();
  const errorMessage = useApiErrorMessage();
  const [open, setOpen] = useState(false);
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const notConfigured = refused || status.data?.configured === false;
  // Why the button cannot be used, if it cannot.
  const unavailable = notConfigured
    ? t('common.ai.notConfigured')
    : account === null
      ? t('common.ai.signIn')
      : null;

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
        open={open && unavailable === null}
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
        <Tooltip title={unavailable ?? undefined}>
          <Button
            icon={<RobotOutlined aria-hidden />}
            disabled={unavailable !== null}
            style={{ alignSelf: 'flex-start' }}
          >
            {label}
          </Button>
        </Tooltip>
      </Popover>
      {unavailable === null ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {unavailable}
        </Typography.Text>
      )}
    </Flex>
  );
}
