import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { confirmLeaveUnsaved, logOutHere, useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { useAccountMutations } from '../../api/sessions';
import { useAuthCatalog } from '../../i18n';

/**
 * Sign out here, or on every device (every session of the user is revoked). Either leaves the page
 * (ADR 0039), so while it holds unsaved changes (a profile card's) either asks 'Leave without saving'
 * first, as the header's Log out does; Sign out everywhere then asks its own question, whose
 * confirmation signs out at once.
 */
export function SignOutCard() {
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const { message, modal } = useFeedback();
  const { logout, logoutAll } = useAccountMutations();
  // Sign out is busy until the API answers: it shows the click was taken, and a second click does
  // not send a second logout (nor Sign out everywhere start meanwhile).
  const [signingOut, setSigningOut] = useState(false);

  async function run(action: () => Promise<void>) {
    try {
      await logOutHere(action);
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await run(logout);
    } finally {
      setSigningOut(false);
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
          <Button loading={signingOut} onClick={() => confirmLeaveUnsaved(modal, () => void signOut())}>
            {t('sessions.signOut')}
          </Button>
          <Button danger disabled={signingOut} onClick={() => confirmLeaveUnsaved(modal, confirmEverywhere)}>
            {t('sessions.signOutEverywhere')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
