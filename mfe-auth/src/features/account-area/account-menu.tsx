import { Button, Dropdown, type MenuProps } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import {
  AppLink,
  confirmLeaveUnsaved,
  disconnectWallet,
  logOutHere,
  signOutEverywhereInPage,
  useApiClient,
  useApiErrorMessage,
  useFeedback,
  useSession,
} from '@suite/shared/react';
import { useAuthCatalog } from '../../i18n';
import { displayAddress } from './display-address';

/**
 * The signed-in address (short, full in its title) opening a menu: Account, Log out (asking first
 * while the page holds unsaved changes).
 */
export function AccountMenu({ address, accountPath }: { address: string; accountPath: string }) {
  const errorMessage = useApiErrorMessage();
  const client = useApiClient();
  const { revalidate } = useSession();
  const { message, modal } = useFeedback();
  const { t } = useAuthCatalog();
  const { full, short } = displayAddress(address);

  async function logOut() {
    try {
      await logOutHere(async () => {
        await client.user.logout();
        signOutEverywhereInPage();
      });
      void disconnectWallet();
      await revalidate();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const items: MenuProps['items'] = [
    { key: 'account', label: <AppLink to={accountPath}>{t('menu.account')}</AppLink> },
    { key: 'logout', label: t('menu.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        // Unsaved changes on the page (the widget editor's) ask 'Leave without saving' first.
        onClick: ({ key }) => {
          if (key === 'logout') confirmLeaveUnsaved(modal, () => void logOut());
        },
      }}
    >
      {/* The name starts with the address as shown (what a speech-input user says), then says whose it is. */}
      <Button type="text" title={full} aria-label={t('menu.signedInAs', { short, full })}>
        <span>{short}</span>
        <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
