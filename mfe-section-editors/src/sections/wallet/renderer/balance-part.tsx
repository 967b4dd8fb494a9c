import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useDisconnect } from 'wagmi';
import { shortenAddress } from '@suite/shared';
import { useChainName, useFormat } from '@suite/shared/react';
import { formatTokenAmount } from '../chain/format';
import { NATIVE_TOKEN_KEY, stablecoinTotalUsd, type WalletTokenBalance } from '../chain/token-list';
import type { WalletChain } from '../chain/use-wallet-chain';
import { networkSelectorTheme } from '../theme/antd-tokens';
import type { WalletLook, WalletVisibility } from '../theme/wallet-look';
import { ConnectWalletButton } from '../../../section-kit/wallet/connect-wallet';
import { useSitePrice } from '../../../section-kit/prices/site-price';
import { Themed } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface BalancePartProps {
  look: WalletLook;
  visibility: WalletVisibility;
  wallet: WalletChain;
  rows: readonly WalletTokenBalance[];
  loading: boolean;
  error?: Error;
  /** Reads the balances again. */
  onRetry: () => void;
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
  onRetry,
  onOpenNetworks,
}: BalancePartProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const chainName = useChainName();
  const { mutate: disconnect } = useDisconnect();
  const native = rows.find((row) => row.key === NATIVE_TOKEN_KEY);
  // In the site's Currency (General), as its other prices are: the rate it was converted at on hover.
  const sitePrice = useSitePrice();
  const stablecoinsUsd = stablecoinTotalUsd(rows);
  const stablecoins = stablecoinsUsd === undefined ? undefined : sitePrice.price(stablecoinsUsd);
  const networkName = wallet.chain ? chainName(wallet.chain.id) : t('wallet.balance.unsupported');
  const text = { color: look.textColor };

  return (
    <Flex vertical gap={8} aria-label={t('wallet.balance.region')} role="region">
      <Flex justify="space-between" align="center" gap={8} wrap>
        {visibility.networkSelector ? (
          <Themed theme={networkSelectorTheme(look.networkSelector)}>
            <Button
              onClick={onOpenNetworks}
              loading={wallet.switching}
              aria-label={t('wallet.balance.network', { name: networkName })}
            >
              {networkName} <DownOutlined aria-hidden />
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
              {t('wallet.balance.disconnect')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      {wallet.unsupported ? (
        <Alert type="warning" showIcon title={t('wallet.balance.unsupportedNetwork')} />
      ) : null}
      {!wallet.address ? (
        <Flex vertical align="center" gap={8} style={{ padding: '8px 0' }}>
          <Typography.Text style={text}>{t('wallet.balance.connect')}</Typography.Text>
          <ConnectWalletButton />
        </Flex>
      ) : visibility.balance ? (
        loading ? (
          <Skeleton.Input
            active
            style={{ width: 200, height: 40 }}
            aria-label={t('wallet.balance.loading')}
          />
        ) : error ? (
          <Flex align="center" gap={8} wrap>
            <Typography.Text type="danger">
              {t('wallet.balance.failed', { reason: error.message.split('\n')[0] ?? '' })}
            </Typography.Text>
            <Button size="small" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          </Flex>
        ) : (
          <div>
            <Typography.Title level={2} style={{ margin: 0, color: look.balanceTextColor }}>
              {native?.balance !== undefined
                ? formatTokenAmount(native.balance, native.decimals, locale)
                : '—'}{' '}
              {wallet.nativeSymbol}
            </Typography.Title>
            {stablecoins ? (
              <Typography.Text style={{ color: look.balanceTextColor }} title={sitePrice.note ?? undefined}>
                {t('wallet.balance.stablecoins', { amount: stablecoins })}
              </Typography.Text>
            ) : null}
          </div>
        )
      ) : null}
    </Flex>
  );
}
