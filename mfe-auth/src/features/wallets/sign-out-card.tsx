import { Button, Card, Flex, Typography } from 'antd';
import { logOutHere, useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';
import { useAuthCatalog } from '../../i18n';

/** Sign out here, or on every device (every session of the user is revoked). */
export function SignOutCard() {
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const { message, modal } = useFeedback();
  const { logout, logoutAll } = useAccountMutations();

  async function run(action: () => Promise<void>) {
    try {
      await logOutHere(action);
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  function confirmEverywhere() {
    modal.confirm({
      title: t('sessions.confirmTitle'),
      content: t('sessions.confirmText'),
      okText: t('sessions.signOutEverywhere'),
      okButtonProps: { danger: true },
      cancelText: t('sessions.cancel'),
      onOk: () => run(logoutAll),
    });
  }

  return (
    <Card title={t('sessions.title')}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('sessions.intro')}</Typography.Text>
        <Flex gap={8} wrap>
          <Button onClick={() => void run(logout)}>{t('sessions.signOut')}</Button>
          <Button danger onClick={confirmEverywhere}>
            {t('sessions.signOutEverywhere')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
