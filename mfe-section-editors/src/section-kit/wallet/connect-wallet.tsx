import { useState } from 'react';
import { Alert, Button, Modal } from 'antd';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useConnect, useConnectors } from 'wagmi';
import {
  loadWalletConnector,
  useFeedback,
  useSharedCatalog,
  useWalletOptions,
  type WalletOptionId,
} from '@suite/shared/react';
import { WalletChoiceList } from '@suite/shared/wallet';
import { chainErrorMessage } from './wallet-error-text';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * Connect wallet: straight to the browser wallet when it is the only way, otherwise a choice; why no
 * wallet can connect in this browser in its place when none can.
 */
export function ConnectWalletButton({
  size,
  block = false,
}: {
  size?: 'small' | 'middle' | 'large';
  block?: boolean;
} = {}) {
  const { t } = useSectionEditorsCatalog();
  const shared = useSharedCatalog();
  const { options, configured, unavailable } = useWalletOptions();
  const connectors = useConnectors();
  const { mutateAsync: connect } = useConnect();
  const { message } = useFeedback();
  const [choosing, setChoosing] = useState(false);
  const [connecting, setConnecting] = useState<WalletOptionId | null>(null);

  async function connectWith(option: WalletOptionId) {
    const [injected] = connectors;
    setConnecting(option);
    try {
      const connector =
        option === 'injected' || !configured ? injected : await loadWalletConnector(option, configured);
      if (!connector) {
        message.error(shared.t('walletOptions.noInjected'));
        return;
      }
      await connect({ connector });
      setChoosing(false);
    } catch (error) {
      message.error(chainErrorMessage(error, t));
    } finally {
      setConnecting(null);
    }
  }

  function start() {
    // The only way (it can connect: otherwise this button is not drawn) is taken at once.
    const [only, ...others] = options;
    if (only && others.length === 0) {
      void connectWith(only.id);
      return;
    }
    setChoosing(true);
  }

  // No way to connect in this browser (no extension, nothing else configured): said before any click.
  if (unavailable) return <Alert type="warning" showIcon title={unavailable} />;

  return (
    <>
      <Button
        type="primary"
        size={size}
        block={block}
        icon={<WalletOutlined aria-hidden />}
        loading={connecting !== null && !choosing}
        onClick={start}
      >
        {t('swap.connectWallet')}
      </Button>
      <Modal
        open={choosing}
        title={t('wallet.connect.title')}
        onCancel={() => setChoosing(false)}
        footer={null}
        destroyOnHidden
      >
        <WalletChoiceList
          options={options}
          connecting={connecting}
          onConnect={(id) => void connectWith(id)}
          connectText={t('wallet.connect.connect')}
          connectLabel={(name) => t('wallet.connect.named', { name })}
        />
      </Modal>
    </>
  );
}
