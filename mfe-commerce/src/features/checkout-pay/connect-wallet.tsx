import { useEffect, useRef, useState } from 'react';
import { Alert, Modal } from 'antd';
import { useConnect, useConnection, useConnectors } from 'wagmi';
import {
  loadWalletConnector,
  NoWalletError,
  useWalletErrorMessage,
  useWalletOptions,
  useWalletStartRequest,
  type WalletOptionId,
} from '@suite/shared/react';
import { WalletChoiceList } from '@suite/shared/wallet';
import { usePayCatalog } from './i18n';
import { ConnectWalletTrigger } from './connect-wallet-trigger';

/**
 * "Connect wallet" for the paying customer (no sign-in: the wallet only pays). With one way to
 * connect it connects at once; with several configured, it asks which. When the customer's click on
 * the pay page's stand-in button is what loaded it, it goes on at once (once wagmi has tried the
 * wallet connected before), so one click is enough.
 */
export function ConnectWalletButton() {
  const { t } = usePayCatalog();
  const walletError = useWalletErrorMessage();
  const { options, configured, isLoading } = useWalletOptions();
  const connectors = useConnectors();
  const { mutateAsync: connect } = useConnect();
  const { status } = useConnection();
  const [choosing, setChoosing] = useState(false);
  const [connecting, setConnecting] = useState<WalletOptionId | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useWalletStartRequest();
  const started = useRef(false);

  async function connectWith(id: WalletOptionId) {
    setError(null);
    setConnecting(id);
    try {
      const [injected] = connectors;
      const connector =
        id === 'injected' || !configured ? injected : await loadWalletConnector(id, configured);
      if (!connector) throw new NoWalletError();
      await connect({ connector });
      setChoosing(false);
    } catch (failure) {
      setError(walletError(failure, t('pay.connect.declined')));
    } finally {
      setConnecting(null);
    }
  }

  const [only] = options;
  function begin() {
    if (options.length === 1 && only) void connectWith(only.id);
    else setChoosing(true);
  }

  const settled = !isLoading && status !== 'reconnecting' && status !== 'connecting';
  useEffect(() => {
    if (!start.pending || !settled || started.current) return;
    started.current = true;
    start.done();
    if (status === 'disconnected' && options.some((option) => !option.unavailable)) begin();
    // `begin` reads the options of this render, the ones `settled` waited for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start.pending, settled]);

  return (
    <>
      <ConnectWalletTrigger loading={connecting !== null && !choosing} onClick={begin} />
      {error && !choosing && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
      <Modal
        open={choosing}
        title={t('pay.connect.title')}
        footer={null}
        onCancel={() => setChoosing(false)}
        destroyOnHidden
      >
        <WalletChoiceList
          options={options}
          connecting={connecting}
          onConnect={(id) => void connectWith(id)}
          connectText={t('pay.connect.connect')}
          connectLabel={(name) => t('pay.connect.named', { name })}
        />
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
