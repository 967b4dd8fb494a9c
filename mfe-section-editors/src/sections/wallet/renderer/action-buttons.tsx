import type { ReactNode } from 'react';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import type { WalletButtonColours } from '@suite/shared';
import { actionButtonsStyle, type WalletLook, type WalletVisibility } from '../theme/wallet-look';
import { WalletButton } from './themed';

export interface ActionButtonsProps {
  look: WalletLook;
  visibility: WalletVisibility;
  connected: boolean;
  onSend: () => void;
  onReceive: () => void;
  onScan: () => void;
  onImportToken: () => void;
}

interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  colours?: WalletButtonColours;
  onClick: () => void;
}

/** Send, Receive, Scan and Import token, as the settings show and lay them out. */
export function ActionButtons({
  look,
  visibility,
  connected,
  onSend,
  onReceive,
  onScan,
  onImportToken,
}: ActionButtonsProps) {
  const actions: Action[] = [];
  if (visibility.sendButton)
    actions.push({
      key: 'send',
      label: 'Send',
      icon: <SendOutlined aria-hidden />,
      colours: look.buttons.send,
      onClick: onSend,
    });
  if (visibility.receiveButton)
    actions.push({
      key: 'receive',
      label: 'Receive',
      icon: <ArrowDownOutlined aria-hidden />,
      colours: look.buttons.receive,
      onClick: onReceive,
    });
  if (visibility.scanButton)
    actions.push({
      key: 'scan',
      label: 'Scan',
      icon: <QrcodeOutlined aria-hidden />,
      colours: look.buttons.scan,
      onClick: onScan,
    });
  if (visibility.importToken)
    actions.push({
      key: 'import',
      label: 'Import token',
      icon: <ImportOutlined aria-hidden />,
      colours: look.buttons.importToken,
      onClick: onImportToken,
    });
  if (actions.length === 0) return null;

  return (
    <div role="group" aria-label="Wallet actions" style={actionButtonsStyle(look.layout)}>
      {actions.map((action) => (
        <WalletButton
          key={action.key}
          colours={action.colours}
          icon={action.icon}
          disabled={!connected}
          title={connected ? undefined : 'Connect a wallet first'}
          onClick={action.onClick}
          block={look.layout.actionButtons === 'grid'}
        >
          {action.label}
        </WalletButton>
      ))}
    </div>
  );
}
