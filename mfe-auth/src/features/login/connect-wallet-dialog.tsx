import { Alert, Flex, Modal, Typography } from 'antd';
import type { WalletOptionId } from '@suite/shared/react';
import { WalletChoiceList } from '@suite/shared/wallet';
import { useAuthCatalog } from '../../i18n';
import type { WalletSignIn } from './use-wallet-sign-in';

export interface ConnectWalletDialogProps {
  open: boolean;
  /** The options and the connect step of `useWalletSignIn`. */
  wallet: Pick<WalletSignIn, 'options' | 'connecting' | 'connect'>;
  /** Closed by the user, or once a wallet is connected. */
  onClose: () => void;
}

/** Step one of login (seed 001 §2): pick a wallet to connect; signing the message comes next. */
export function ConnectWalletDialog({ open, wallet, onClose }: ConnectWalletDialogProps) {
  const { options, connecting, connect } = wallet;
  const { t } = useAuthCatalog();
  const onPick = (option: WalletOptionId) => {
    void connect(option).then((connected) => {
      if (connected) onClose();
    });
  };
  return (
    <Modal open={open} title={t('connectWallet.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('connectWallet.intro')}</Typography.Text>
        <WalletChoiceList
          options={options}
          connecting={connecting}
          onConnect={onPick}
          connectText={t('connectWallet.connect')}
          connectLabel={(name) => t('connectWallet.connectNamed', { name })}
        />
        <Alert type="info" showIcon title={t('connectWallet.createWalletNote')} />
      </Flex>
    </Modal>
  );
}
