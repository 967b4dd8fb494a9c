import { Button } from 'antd';
import List from 'antd/es/list';
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
 * (or why it cannot be used here) and its Connect button. No wallet code: the caller connects.
 */
export function WalletChoiceList({
  options,
  connecting,
  onConnect,
  connectText,
  connectLabel,
}: WalletChoiceListProps) {
  return (
    <List
      dataSource={[...options]}
      renderItem={(option) => (
        <List.Item
          actions={[
            <Button
              key="connect"
              type="primary"
              aria-label={connectLabel(option.name)}
              disabled={Boolean(option.unavailable) || (connecting !== null && connecting !== option.id)}
              loading={connecting === option.id}
              onClick={() => onConnect(option.id)}
            >
              {connectText}
            </Button>,
          ]}
        >
          <List.Item.Meta title={option.name} description={option.unavailable ?? option.description} />
        </List.Item>
      )}
    />
  );
}
