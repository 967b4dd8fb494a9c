import { useState } from 'react';
import { Alert, Button, List, Modal } from 'antd';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useConnect, useConnectors } from 'wagmi';
import { loadWalletConnector, useWalletOptions, type WalletOptionId } from '@suite/shared/react';
import { paymentErrorMessage } from './wallet-errors';

/**
 * "Connect wallet" for the paying customer (no sign-in: the wallet only pays). With one way to
 * connect it connects at once; with several configured, it asks which.
 */
export function ConnectWalletButton() {
  const { options, configured } = useWalletOptions();
  const connectors = useConnectors();
  const { mutateAsync: connect } = useConnect();
  const [choosing, setChoosing] = useState(false);
  const [connecting, setConnecting] = useState<WalletOptionId | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function connectWith(id: WalletOptionId) {
    setError(null);
    setConnecting(id);
    try {
      const [injected] = connectors;
      const connector =
        id === 'injected' || !configured ? injected : await loadWalletConnector(id, configured);
      if (!connector) throw new Error('No wallet is available in this browser');
      await connect({ connector });
      setChoosing(false);
    } catch (failure) {
      setError(paymentErrorMessage(failure, 'The connection was declined in your wallet.'));
    } finally {
      setConnecting(null);
    }
  }

  const [only] = options;
  const usable = options.filter((option) => !option.unavailable);
  if (usable.length === 0 && only?.unavailable) {
    return <Alert type="warning" showIcon title={only.unavailable} />;
  }
  return (
    <>
      <Button
        type="primary"
        size="large"
        block
        icon={<WalletOutlined />}
        loading={connecting !== null && !choosing}
        onClick={() => (options.length === 1 && only ? void connectWith(only.id) : setChoosing(true))}
      >
        Connect wallet
      </Button>
      {error && !choosing && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      <Modal
        open={choosing}
        title="Connect a wallet"
        footer={null}
        onCancel={() => setChoosing(false)}
        destroyOnHidden
      >
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
                  onClick={() => void connectWith(option.id)}
                >
                  Connect
                </Button>,
              ]}
            >
              <List.Item.Meta title={option.name} description={option.unavailable ?? option.description} />
            </List.Item>
          )}
        />
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
