import { useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { erc20Abi } from 'viem';
import { useConnection, useDisconnect, useReadContract, useSwitchChain } from 'wagmi';
import { type PublicCheckout, shortenAddress, stablecoinsOf, type StablecoinToken } from '@suite/shared';
import { useChainName, useWalletErrorMessage } from '@suite/shared/react';
import { usePayCatalog, type PayTranslate } from './i18n';
import { formatTokenAmount, toTokenUnits } from './amounts';
import { ConnectWalletButton } from './connect-wallet';
import { PaymentOptions } from './payment-options';
import type { PayStep } from './use-pay-checkout';
import { WalletPayIntro } from './wallet-pay-intro';

export interface WalletPaymentProps {
  checkout: PublicCheckout;
  /** The USD total to pay (with the marketplace fees); null while the order is not valid (a quantity). */
  total: string | null;
  step: PayStep | null;
  onPay: (chainId: number, token: StablecoinToken) => void;
}

/**
 * How the payment goes, in full sentences: to the seller's wallet (and each marketplace fee to its
 * recipient) through the payment contract, confirmed after `required` blocks.
 */
function paymentRoute(
  t: PayTranslate,
  checkout: PublicCheckout,
  values: { address: string; required: number; network: string },
): string {
  const fees = checkout.marketplaceFees.length;
  const route = fees === 0 ? 'plain' : fees === 1 ? 'withFee' : 'withFees';
  const confirmed = t('pay.confirmedAfter', { count: values.required, network: values.network });
  return `${t(`pay.paidTo.${route}`, { address: values.address })} ${confirmed}`;
}

/**
 * The wallet side of paying: connect, pick a network and a stablecoin, see the balance, switch the
 * wallet's network when needed, pay. Nothing is sent while the balance is too low.
 */
export function WalletPayment({ checkout, total, step, onPay }: WalletPaymentProps) {
  const { t } = usePayCatalog();
  const walletError = useWalletErrorMessage();
  const chainName = useChainName();
  const { address, chainId: walletChainId, isConnected } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const { mutateAsync: switchChain, isPending: switching } = useSwitchChain();
  const [switchError, setSwitchError] = useState<string | null>(null);
  // Until the customer picks, the wallet's own network when the seller accepts it (no switch needed).
  const [pickedChain, setPickedChain] = useState<number | null>(null);
  const [pickedToken, setPickedToken] = useState<StablecoinToken | undefined>(undefined);
  const walletNetworkAccepted = checkout.networks.some((network) => network.chainId === walletChainId);
  const chainId =
    pickedChain ??
    (walletChainId && walletNetworkAccepted ? walletChainId : (checkout.networks[0]?.chainId ?? 0));
  const token = pickedToken?.chainId === chainId ? pickedToken : stablecoinsOf(chainId)[0];

  const balance = useReadContract({
    address: token?.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId,
    query: { enabled: Boolean(address && token) },
  });

  if (!isConnected || !address) {
    return (
      <WalletPayIntro checkout={checkout}>
        <ConnectWalletButton />
      </WalletPayIntro>
    );
  }

  const busy = step !== null || switching;
  const due = total !== null && token ? toTokenUnits(total, token) : null;
  const wrongChain = walletChainId !== chainId;
  const insufficient = due !== null && balance.data !== undefined && balance.data < due;
  const required =
    checkout.networks.find((network) => network.chainId === chainId)?.requiredConfirmations ?? 1;

  async function switchNetwork() {
    setSwitchError(null);
    try {
      await switchChain({ chainId });
    } catch (failure) {
      setSwitchError(walletError(failure, t('pay.switchDeclined')));
    }
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          {t('pay.payingFrom')} <Typography.Text code>{shortenAddress(address)}</Typography.Text>
        </Typography.Text>
        <Button type="link" size="small" disabled={busy} onClick={() => disconnect({})}>
          {t('pay.disconnect')}
        </Button>
      </Flex>
      <PaymentOptions
        networks={checkout.networks}
        chainId={chainId}
        token={token}
        disabled={busy}
        onNetwork={setPickedChain}
        onToken={setPickedToken}
      />
      {token && (
        <Typography.Text aria-live="polite">
          {t('pay.balance')}{' '}
          {balance.isLoading ? (
            <Spin size="small" />
          ) : balance.error ? (
            <Typography.Text type="danger">
              {t('pay.balanceUnreadable', { error: walletError(balance.error) })}
            </Typography.Text>
          ) : balance.data !== undefined ? (
            <Typography.Text strong>{formatTokenAmount(balance.data, token)}</Typography.Text>
          ) : (
            '—'
          )}
        </Typography.Text>
      )}
      {insufficient && token && (
        <Alert
          type="error"
          showIcon
          title={t('pay.insufficient', {
            symbol: token.symbol,
            balance: formatTokenAmount(balance.data, token),
            total: formatTokenAmount(due, token),
          })}
        />
      )}
      {wrongChain && (
        <Alert
          type="warning"
          showIcon
          title={t('pay.wrongNetwork', {
            current: walletChainId ? chainName(walletChainId) : t('pay.anotherNetwork'),
            network: chainName(chainId),
          })}
        />
      )}
      {switchError && <Alert type="error" showIcon title={switchError} />}
      {wrongChain ? (
        <Button
          type="primary"
          size="large"
          block
          loading={switching}
          disabled={busy}
          onClick={() => void switchNetwork()}
        >
          {t('pay.switchTo', { network: chainName(chainId) })}
        </Button>
      ) : (
        <Button
          type="primary"
          size="large"
          block
          loading={step !== null}
          disabled={busy || !token || due === null || balance.data === undefined || insufficient}
          onClick={() => token && onPay(chainId, token)}
        >
          {token && due !== null
            ? t('pay.payAmount', { amount: formatTokenAmount(due, token) })
            : t('pay.pay')}
        </Button>
      )}
      {step && (
        <Typography.Text type="secondary" role="status">
          {t(`payment.steps.${step}`)}
        </Typography.Text>
      )}
      {checkout.receiverAddress && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {paymentRoute(t, checkout, {
            address: shortenAddress(checkout.receiverAddress),
            required,
            network: chainName(chainId),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
