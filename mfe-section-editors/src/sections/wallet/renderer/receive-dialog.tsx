import { useEffect, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { COPIED_MESSAGE } from '@suite/shared/react';
import type { WalletLook } from '../theme/wallet-look';
import { QrCode } from './qr-code';
import { WalletModal } from './themed';

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
      setCopyError('The address could not be copied: select it and copy it by hand.');
    }
  }

  return (
    <WalletModal look={look} kind="receive" open={open} title="Receive" onClose={onClose}>
      <Flex vertical align="center" gap={16}>
        <QrCode value={address} label={`QR code of ${address}`} />
        <Typography.Text code style={{ wordBreak: 'break-all', textAlign: 'center' }}>
          {address}
        </Typography.Text>
        <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
          {copied ? COPIED_MESSAGE : 'Copy address'}
        </Button>
        {copyError ? <Typography.Text type="danger">{copyError}</Typography.Text> : null}
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {chainName
            ? `Send only ${chainName} assets to this address.`
            : 'Send only assets of this network to this address.'}
        </Typography.Text>
      </Flex>
    </WalletModal>
  );
}
