import { Button, Flex, Typography, theme } from 'antd';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import type { WalletOption, WalletOptionId } from '../react/wallet-options';

export interface WalletChoiceListProps {
  /** The ways to connect (`useWalletOptions`), each with its Connect button. */
  options: readonly WalletOption[];
  /** The way being connected: its button spins, the others wait. */
  connecting: WalletOptionId | null;
  onConnect: (id: WalletOptionId) => void;
  /** The words of each Connect button. */
  connectText: string;
  /** The accessible name of a way's Connect button ("Connect MetaMask"). */
  connectLabel: (name: string) => string;
}

/**
 * The wallets to choose from when there are several ways to connect: each way's name, what it is
 * (or why it cannot be used here) and its Connect button, one row each. No wallet code: the caller
 * connects. (A plain list: antd's List is deprecated.)
 */
export function WalletChoiceList({
  options,
  connecting,
  onConnect,
  connectText,
  connectLabel,
}: WalletChoiceListProps) {
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {options.map((option, index) => (
        <li
          key={option.id}
          style={{
            padding: `${token.paddingSM}px 0`,
            borderTop: index === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`,
          }}
        >
          <Flex gap={token.marginSM} align="center" wrap>
            <WalletOutlined aria-hidden style={{ fontSize: 24, color: token.colorTextSecondary }} />
            <Flex vertical style={{ flex: '1 1 180px', minWidth: 0 }}>
              <Typography.Text strong>{option.name}</Typography.Text>
              <Typography.Text type="secondary">{option.unavailable ?? option.description}</Typography.Text>
            </Flex>
            <Button
              type="primary"
              aria-label={connectLabel(option.name)}
              disabled={Boolean(option.unavailable) || (connecting !== null && connecting !== option.id)}
              loading={connecting === option.id}
              onClick={() => onConnect(option.id)}
            >
              {connectText}
            </Button>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
