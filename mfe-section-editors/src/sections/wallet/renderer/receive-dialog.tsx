import { Flex, Typography } from 'antd';
import { CopyButton } from '@suite/shared/react';
import type { WalletLook } from '../theme/wallet-look';
import { QrCode } from './qr-code';
import { WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface ReceiveDialogProps {
  look: WalletLook;
  open: boolean;
  address: `0x${string}`;
  chainName?: string;
  onClose: () => void;
}

/** The address to receive on: as text, copied in one click, and as a QR code to scan. */
export function ReceiveDialog({ look, open, address, chainName, onClose }: ReceiveDialogProps) {
  const { t } = useSectionEditorsCatalog();

  return (
    <WalletModal look={look} kind="receive" open={open} title={t('wallet.actions.receive')} onClose={onClose}>
      <Flex vertical align="center" gap={16}>
        <QrCode value={address} label={t('wallet.receive.qrOf', { address })} />
        <Typography.Text code style={{ wordBreak: 'break-all', textAlign: 'center' }}>
          {address}
        </Typography.Text>
        <CopyButton text={address} label={t('wallet.receive.copy')} />
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {chainName ? t('wallet.receive.onlyChain', { chain: chainName }) : t('wallet.receive.onlyNetwork')}
        </Typography.Text>
      </Flex>
    </WalletModal>
  );
}
