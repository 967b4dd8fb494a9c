import { App, Button, Card, Flex, Typography } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';

export const SIGN_OUT_EVERYWHERE_TITLE = 'Sign out everywhere?';
export const SIGN_OUT_EVERYWHERE_TEXT =
  'Every browser and device signed in to your account will be signed out, this one included.';

/** Sign out here, or on every device (every session of the user is revoked). */
export function SignOutCard() {
  const errorMessage = useApiErrorMessage();
  const { message, modal } = App.useApp();
  const { logout, logoutAll } = useAccountMutations();

  async function run(action: () => Promise<void>) {
    try {
      await action();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  function confirmEverywhere() {
    modal.confirm({
      title: SIGN_OUT_EVERYWHERE_TITLE,
      content: SIGN_OUT_EVERYWHERE_TEXT,
      okText: 'Sign out everywhere',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => run(logoutAll),
    });
  }

  return (
    <Card title="Sessions">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Lost a device, or signed in on a shared computer? Sign out everywhere ends every session.
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button onClick={() => void run(logout)}>Sign out</Button>
          <Button danger onClick={confirmEverywhere}>
            Sign out everywhere
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
