import { Alert, Button, Flex, Modal, Typography } from 'antd';
import List from 'antd/es/list';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { WalletOptionId } from '@suite/shared/react';
import type { WalletSignIn } from './use-wallet-sign-in';

export const CONNECT_WALLET_TITLE = 'Connect a wallet';
export const CREATE_WALLET_NOTE =
  'No wallet yet? Social or e-mail wallets can be created: sign up with an e-mail address or a social account in a wallet app, then connect it here.';

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
  const onPick = (option: WalletOptionId) => {
    void connect(option).then((connected) => {
      if (connected) onClose();
    });
  };
  return (
    <Modal open={open} title={CONNECT_WALLET_TITLE} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          Connect a wallet first, then sign a message to prove it is yours. Signing is free and sends no
          transaction.
        </Typography.Text>
        <List
          dataSource={options}
          renderItem={(option) => (
            <List.Item
              actions={[
                <Button
                  key="connect"
                  type="primary"
                  aria-label={`Connect ${option.name}`}
                  disabled={Boolean(option.unavailable) || (connecting !== null && connecting !== option.id)}
                  loading={connecting === option.id}
                  onClick={() => onPick(option.id)}
                >
                  Connect
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<WalletOutlined aria-hidden style={{ fontSize: 24 }} />}
                title={option.name}
                description={option.unavailable ?? option.description}
              />
            </List.Item>
          )}
        />
        <Alert type="info" showIcon title={CREATE_WALLET_NOTE} />
      </Flex>
    </Modal>
  );
}
