import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import type { WalletLook } from '../theme/wallet-look';
import { QrCode } from './qr-code';
import { WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

const COPIED_FOR_MS = 2000;

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
  const [copied, setCopied] = useState(false);
  const [copyError, setCopyError] = useState<string | null>(null);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopyError(null);
      setCopied(true);
    } catch {
      setCopyError(t('wallet.receive.copyFailed'));
    }
  }

  return (
    <WalletModal look={look} kind="receive" open={open} title={t('wallet.actions.receive')} onClose={onClose}>
      <Flex vertical align="center" gap={16}>
        <QrCode value={address} label={t('wallet.receive.qrOf', { address })} />
        <Typography.Text code style={{ wordBreak: 'break-all', textAlign: 'center' }}>
          {address}
        </Typography.Text>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? t('wallet.receive.copied') : t('wallet.receive.copy')}
        </Button>
        {copyError ? <Typography.Text type="danger">{copyError}</Typography.Text> : null}
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {chainName ? t('wallet.receive.onlyChain', { chain: chainName }) : t('wallet.receive.onlyNetwork')}
        </Typography.Text>
      </Flex>
    </WalletModal>
  );
}
