import type { ReactNode } from 'react';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import StockOutlined from '@ant-design/icons/StockOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
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
  onSwap: () => void;
  onExchange: () => void;
}

interface Action {
  key: string;
  label: string;
  icon: ReactNode;
  colours?: WalletButtonColours;
  onClick: () => void;
  /** Swap and Exchange quote before a wallet is connected, and ask to connect when trading. */
  needsWallet: boolean;
}

/** Send, Receive, Scan, Import token, Swap and Exchange, as the settings show and lay them out. */
export function ActionButtons({
  look,
  visibility,
  connected,
  onSend,
  onReceive,
  onScan,
  onImportToken,
  onSwap,
  onExchange,
}: ActionButtonsProps) {
  const actions: Action[] = [];
  if (visibility.sendButton)
    actions.push({
      key: 'send',
      label: 'Send',
      icon: <SendOutlined aria-hidden />,
      colours: look.buttons.send,
      onClick: onSend,
      needsWallet: true,
    });
  if (visibility.receiveButton)
    actions.push({
      key: 'receive',
      label: 'Receive',
      icon: <ArrowDownOutlined aria-hidden />,
      colours: look.buttons.receive,
      onClick: onReceive,
      needsWallet: true,
    });
  if (visibility.scanButton)
    actions.push({
      key: 'scan',
      label: 'Scan',
      icon: <QrcodeOutlined aria-hidden />,
      colours: look.buttons.scan,
      onClick: onScan,
      needsWallet: true,
    });
  if (visibility.importToken)
    actions.push({
      key: 'import',
      label: 'Import token',
      icon: <ImportOutlined aria-hidden />,
      colours: look.buttons.importToken,
      onClick: onImportToken,
      needsWallet: true,
    });
  if (visibility.swapAction)
    actions.push({
      key: 'swap',
      label: 'Swap',
      icon: <SwapOutlined aria-hidden />,
      colours: look.buttons.swap,
      onClick: onSwap,
      needsWallet: false,
    });
  // The seed colours no exchange button: it takes the swap button's colours, as the other trade.
  if (visibility.exchangeAction)
    actions.push({
      key: 'exchange',
      label: 'Exchange',
      icon: <StockOutlined aria-hidden />,
      colours: look.buttons.swap,
      onClick: onExchange,
      needsWallet: false,
    });
  if (actions.length === 0) return null;

  return (
    <div role="group" aria-label="Wallet actions" style={actionButtonsStyle(look.layout)}>
      {actions.map((action) => {
        const waiting = action.needsWallet && !connected;
        return (
          <WalletButton
            key={action.key}
            colours={action.colours}
            icon={action.icon}
            disabled={waiting}
            title={waiting ? 'Connect a wallet first' : undefined}
            onClick={action.onClick}
            block={look.layout.actionButtons === 'grid'}
          >
            {action.label}
          </WalletButton>
        );
      })}
    </div>
  );
}
