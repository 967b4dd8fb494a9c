import { Button, Flex, Typography } from 'antd';
import { useAuthCatalog } from '../../i18n';
import type { LoginButtonState } from './login-button-state';

export interface LoginButtonViewProps {
  state: LoginButtonState;
  /** What is happening now (`Waiting for the signature in your wallet…`); the button shows it is busy. */
  progress?: string | null;
  onConnect: () => void;
  onSign: () => void;
  /** Hide the progress text (narrow headers); the button still shows it is busy. */
  compact?: boolean;
}

/** The Login / sign message / Logged button, from its state alone. */
export function LoginButtonView({
  state,
  progress,
  onConnect,
  onSign,
  compact = false,
}: LoginButtonViewProps) {
  const busy = Boolean(progress);
  const { t } = useAuthCatalog();
  const text = t(`login.${state}`);
  return (
    <Flex align="center" gap={8}>
      {progress && !compact && (
        <Typography.Text type="secondary" role="status">
          {progress}
        </Typography.Text>
      )}
      <Button
        type={state === 'logged' ? 'default' : 'primary'}
        loading={busy}
        // The name stays the text alone, even while antd animates its loading icon in or out.
        aria-label={text}
        aria-busy={busy}
        disabled={state === 'logged'}
        title={busy && compact ? (progress ?? undefined) : undefined}
        onClick={state === 'connect' ? onConnect : onSign}
      >
        {text}
      </Button>
    </Flex>
  );
}
