import type { ReactNode } from 'react';
import { Button, ConfigProvider, Modal, type ButtonProps, type ThemeConfig } from 'antd';
import type { WalletButtonColours } from '@suite/shared/sections';
import { buttonTheme, modalTheme } from '../theme/antd-tokens';
import type { WalletLook, WalletModal as WalletModalKind } from '../theme/wallet-look';

/** Its children under the wallet's own antd tokens, when the settings give any. */
export function Themed({ theme, children }: { theme: ThemeConfig | undefined; children: ReactNode }) {
  return theme ? <ConfigProvider theme={theme}>{children}</ConfigProvider> : <>{children}</>;
}

/** A button in the wallet's colours for it (send, receive…), or antd's default one. */
export function WalletButton({ colours, ...props }: ButtonProps & { colours?: WalletButtonColours }) {
  return (
    <Themed theme={buttonTheme(colours)}>
      <Button {...props} />
    </Themed>
  );
}

export interface WalletModalProps {
  look: WalletLook;
  kind: WalletModalKind;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** antd's default (520 px) unless the content needs more, as the trading boxes do. */
  width?: number;
}

/** One of the wallet's dialogs, in the text colour the settings give it. */
export function WalletModal({ look, kind, open, title, onClose, children, width }: WalletModalProps) {
  return (
    <Themed theme={modalTheme(look.modalTextColor[kind])}>
      <Modal open={open} title={title} onCancel={onClose} footer={null} width={width} destroyOnHidden>
        {children}
      </Modal>
    </Themed>
  );
}
