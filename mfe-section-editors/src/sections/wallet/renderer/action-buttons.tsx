import type { ReactNode } from 'react';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import StockOutlined from '@ant-design/icons/StockOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import type { WalletButtonColours } from '@suite/shared/sections';
import {
  actionButtonCellStyle,
  actionButtonsStyle,
  type WalletLook,
  type WalletVisibility,
} from '../theme/wallet-look';
import { WalletButton } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

export interface ActionButtonsProps {
  look: WalletLook;
  visibility: WalletVisibility;
  connected: boolean;
  /** The saved lists can change now: Import token waits for a save under way, or for them to be read. */
  canImportToken: boolean;
  onSend: () => void;
  onReceive: () => void;
  onScan: () => void;
  onImportToken: () => void;
  onSwap: () => void;
  onExchange: () => void;
}

interface Action {
  key: string;
  label: SectionEditorsKey;
  icon: ReactNode;
  colours?: WalletButtonColours;
  onClick: () => void;
  /** Swap and Exchange quote before a wallet is connected, and ask to connect when trading. */
  needsWallet: boolean;
  blocked?: boolean;
}

/** Send, Receive, Scan, Import token, Swap and Exchange, as the settings show and lay them out. */
export function ActionButtons({
  look,
  visibility,
  connected,
  canImportToken,
  onSend,
  onReceive,
  onScan,
  onImportToken,
  onSwap,
  onExchange,
}: ActionButtonsProps) {
  // The seed colours no exchange button: it takes the swap button's colours, as the other trade.
  const { t } = useSectionEditorsCatalog();
  const all: (Action & { shown: boolean })[] = [
    {
      key: 'send',
      label: 'wallet.actions.send',
      icon: <SendOutlined aria-hidden />,
      colours: look.buttons.send,
      onClick: onSend,
      needsWallet: true,
      shown: visibility.sendButton,
    },
    {
      key: 'receive',
      label: 'wallet.actions.receive',
      icon: <ArrowDownOutlined aria-hidden />,
      colours: look.buttons.receive,
      onClick: onReceive,
      needsWallet: true,
      shown: visibility.receiveButton,
    },
    {
      key: 'scan',
      label: 'wallet.actions.scan',
      icon: <QrcodeOutlined aria-hidden />,
      colours: look.buttons.scan,
      onClick: onScan,
      needsWallet: true,
      shown: visibility.scanButton,
    },
    {
      key: 'import',
      label: 'wallet.actions.importToken',
      icon: <ImportOutlined aria-hidden />,
      colours: look.buttons.importToken,
      onClick: onImportToken,
      needsWallet: true,
      blocked: !canImportToken,
      shown: visibility.importToken,
    },
    {
      key: 'swap',
      label: 'swap.swap',
      icon: <SwapOutlined aria-hidden />,
      colours: look.buttons.swap,
      onClick: onSwap,
      needsWallet: false,
      shown: visibility.swapAction,
    },
    {
      key: 'exchange',
      label: 'exchange.region',
      icon: <StockOutlined aria-hidden />,
      colours: look.buttons.swap,
      onClick: onExchange,
      needsWallet: false,
      shown: visibility.exchangeAction,
    },
  ];
  const actions = all.filter((action) => action.shown);
  if (actions.length === 0) return null;
  const cell = actionButtonCellStyle(look.layout);

  return (
    <div role="group" aria-label={t('wallet.actions.group')} style={actionButtonsStyle(look.layout)}>
      {actions.map((action) => {
        const waiting = action.needsWallet && !connected;
        return (
          <WalletButton
            key={action.key}
            colours={action.colours}
            icon={action.icon}
            disabled={waiting || action.blocked === true}
            title={waiting ? t('wallet.actions.connectFirst') : undefined}
            onClick={action.onClick}
            style={cell}
          >
            {t(action.label)}
          </WalletButton>
        );
      })}
    </div>
  );
}
