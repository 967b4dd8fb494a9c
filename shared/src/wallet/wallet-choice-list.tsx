import { Button, Flex, Typography, theme } from 'antd';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { RowList } from '../react/row-list';
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
 * connects.
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
    <RowList
      items={options}
      rowKey={(option) => option.id}
      renderRow={(option) => ({
        content: (
          <Flex gap={token.marginSM} align="center">
            <WalletOutlined aria-hidden style={{ fontSize: 24, color: token.colorTextSecondary }} />
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{option.name}</Typography.Text>
              <Typography.Text type="secondary">{option.unavailable ?? option.description}</Typography.Text>
            </Flex>
          </Flex>
        ),
        actions: (
          <Button
            type="primary"
            aria-label={connectLabel(option.name)}
            disabled={Boolean(option.unavailable) || (connecting !== null && connecting !== option.id)}
            loading={connecting === option.id}
            onClick={() => onConnect(option.id)}
          >
            {connectText}
          </Button>
        ),
      })}
    />
  );
}
