import { Button, Flex, Tag } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import type { ChainInfo } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import type { WalletLook } from '../theme/wallet-look';
import { WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface NetworkModalProps {
  look: WalletLook;
  open: boolean;
  chainId: number;
  /** The networks the site offers. */
  networks: readonly ChainInfo[];
  switching: boolean;
  onSelect: (chainId: number) => void;
  onClose: () => void;
}

/** The networks the site offers (the suite's chains, the local one included); the wallet switches to the one picked. */
export function NetworkModal({
  look,
  open,
  chainId,
  networks,
  switching,
  onSelect,
  onClose,
}: NetworkModalProps) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  return (
    <WalletModal look={look} kind="network" open={open} title={t('wallet.networks.title')} onClose={onClose}>
      <Flex vertical gap={8} role="list" aria-label={t('wallet.networks.list')}>
        {networks.map((chain) => {
          const current = chain.id === chainId;
          return (
            <div role="listitem" key={chain.id}>
              <Button
                block
                type={current ? 'primary' : 'default'}
                aria-current={current ? 'true' : undefined}
                disabled={switching && !current}
                onClick={() => onSelect(chain.id)}
                style={{ justifyContent: 'space-between' }}
              >
                <span>{chainName(chain.id)}</span>
                <span>
                  {chain.testnet ? <Tag>{t('wallet.networks.test')}</Tag> : null}
                  {current ? <CheckOutlined aria-label={t('wallet.networks.current')} /> : null}
                </span>
              </Button>
            </div>
          );
        })}
      </Flex>
    </WalletModal>
  );
}
