import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useDisconnect } from 'wagmi';
import { shortenAddress } from '@suite/shared';
import { formatTokenAmount } from '../chain/format';
import { NATIVE_TOKEN_KEY, stablecoinTotalUsd, type WalletTokenBalance } from '../chain/token-list';
import type { WalletChain } from '../chain/use-wallet-chain';
import { networkSelectorTheme } from '../theme/antd-tokens';
import type { WalletLook, WalletVisibility } from '../theme/wallet-look';
import { ConnectWalletButton } from './connect-wallet';
import { Themed } from './themed';

export interface BalancePartProps {
  look: WalletLook;
  visibility: WalletVisibility;
  wallet: WalletChain;
  rows: readonly WalletTokenBalance[];
  loading: boolean;
  error?: Error;
  onOpenNetworks: () => void;
}

/** The head of the wallet: the network selector, the address and the balance (or Connect wallet). */
export function BalancePart({
  look,
  visibility,
  wallet,
  rows,
  loading,
  error,
  onOpenNetworks,
}: BalancePartProps) {
  const { mutate: disconnect } = useDisconnect();
  const native = rows.find((row) => row.key === NATIVE_TOKEN_KEY);
  const stablecoins = stablecoinTotalUsd(rows);
  const text = { color: look.textColor };

  return (
    <Flex vertical gap={8} aria-label="Wallet balance" role="region">
      <Flex justify="space-between" align="center" gap={8} wrap>
        {visibility.networkSelector ? (
          <Themed theme={networkSelectorTheme(look.networkSelector)}>
            <Button
              onClick={onOpenNetworks}
              loading={wallet.switching}
              aria-label={`Network: ${wallet.chain?.name ?? 'Unsupported network'}`}
            >
              {wallet.chain?.name ?? 'Unsupported network'} <DownOutlined aria-hidden />
            </Button>
          </Themed>
        ) : (
          <span />
        )}
        {wallet.address ? (
          <Flex align="center" gap={8}>
            <Typography.Text style={text} title={wallet.address}>
              {shortenAddress(wallet.address)}
            </Typography.Text>
            <Button size="small" onClick={() => disconnect()}>
              Disconnect
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {wallet.unsupported ? (
        <Alert
          type="warning"
          showIcon
          title="Your wallet is on a network this site does not support. Pick one of the listed networks."
        />
      ) : null}
      {!wallet.address ? (
        <Flex vertical align="center" gap={8} style={{ padding: '8px 0' }}>
          <Typography.Text style={text}>
            Connect a wallet to see your balance, send and receive.
          </Typography.Text>
          <ConnectWalletButton />
        </Flex>
      ) : visibility.balance ? (
        loading ? (
          <Skeleton.Input active style={{ width: 200, height: 40 }} aria-label="Loading balance" />
        ) : error ? (
          <Typography.Text type="danger">
            The balance could not be read: {error.message.split('\n')[0]}
          </Typography.Text>
        ) : (
          <div>
            <Typography.Title level={2} style={{ margin: 0, color: look.balanceTextColor }}>
              {native?.balance !== undefined ? formatTokenAmount(native.balance, native.decimals) : '—'}{' '}
              {wallet.nativeSymbol}
            </Typography.Title>
            {stablecoins ? (
              <Typography.Text style={{ color: look.balanceTextColor }}>
                {stablecoins} in stablecoins
              </Typography.Text>
            ) : null}
          </div>
        )
      ) : null}
    </Flex>
  );
}
