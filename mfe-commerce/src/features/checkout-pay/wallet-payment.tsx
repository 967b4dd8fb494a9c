import { useState } from 'react';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { erc20Abi } from 'viem';
import { useConnection, useDisconnect, useReadContract, useSwitchChain } from 'wagmi';
import {
  chainName,
  type PublicCheckout,
  shortenAddress,
  stablecoinsOf,
  type StablecoinToken,
} from '@suite/shared';
import { formatTokenAmount, toTokenUnits } from './amounts';
import { ConnectWalletButton } from './connect-wallet';
import { PaymentOptions } from './payment-options';
import { PAY_STEP_TEXT, type PayStep } from './use-pay-checkout';
import { walletErrorMessage } from '@suite/shared/react';
import { paymentErrorMessage } from './wallet-errors';
import { WalletPayIntro } from './wallet-pay-intro';

export interface WalletPaymentProps {
  checkout: PublicCheckout;
  /** The USD total to pay (with the marketplace fees); null while the order is not valid (a quantity). */
  total: string | null;
  step: PayStep | null;
  onPay: (chainId: number, token: StablecoinToken) => void;
}

/**
 * The wallet side of paying: connect, pick a network and a stablecoin, see the balance, switch the
 * wallet's network when needed, pay. Nothing is sent while the balance is too low.
 */
export function WalletPayment({ checkout, total, step, onPay }: WalletPaymentProps) {
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
      setSwitchError(paymentErrorMessage(failure, 'The network switch was declined in your wallet.'));
    }
  }

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text>
          Paying from <Typography.Text code>{shortenAddress(address)}</Typography.Text>
        </Typography.Text>
        <Button type="link" size="small" disabled={busy} onClick={() => disconnect({})}>
          Disconnect
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
          Your balance:{' '}
          {balance.isLoading ? (
            <Spin size="small" />
          ) : balance.error ? (
            <Typography.Text type="danger">
              could not be read ({walletErrorMessage(balance.error)})
            </Typography.Text>
          ) : balance.data !== undefined ? (
            <Typography.Text strong>{formatTokenAmount(balance.data, token)}</Typography.Text>
          ) : (
            '—'
          )}
        </Typography.Text>
      )}
      {insufficient && token && due !== null && balance.data !== undefined && (
        <Alert
          type="error"
          showIcon
          title={`Insufficient ${token.symbol} balance: you have ${formatTokenAmount(balance.data, token)}, the total is ${formatTokenAmount(due, token)}.`}
        />
      )}
      {wrongChain && (
        <Alert
          type="warning"
          showIcon
          title={`Your wallet is on ${walletChainId ? chainName(walletChainId) : 'another network'}. Switch to ${chainName(chainId)} to pay.`}
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
          Switch to {chainName(chainId)}
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
          {token && due !== null ? `Pay ${formatTokenAmount(due, token)}` : 'Pay'}
        </Button>
      )}
      {step && (
        <Typography.Text type="secondary" role="status">
          {PAY_STEP_TEXT[step]}
        </Typography.Text>
      )}
      {checkout.receiverAddress && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Paid to the seller&apos;s wallet {shortenAddress(checkout.receiverAddress)}
          {checkout.marketplaceFees.length > 0 ? ', and each marketplace fee to its recipient,' : ''} through
          the payment contract, with your order&apos;s reference: your wallet asks first to allow the amount,
          then to send it
          {checkout.marketplaceFees.length > 1
            ? ` (one transaction with the price and the first fee, then one per further fee)`
            : ''}
          . The payment is confirmed after {required} block{required === 1 ? '' : 's'} on {chainName(chainId)}
          .
        </Typography.Text>
      )}
    </Flex>
  );
}
