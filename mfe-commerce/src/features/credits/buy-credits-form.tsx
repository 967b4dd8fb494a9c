// The credits form, with the wallet's code: `BuyCredits` loads it inside the wallet's providers.
import { useState } from 'react';
import { Alert, Button, Flex, Form, InputNumber, Typography } from 'antd';
import {
  CREDITS_TOP_UP_MAX_USD,
  CREDITS_TOP_UP_MIN_USD,
  CreditsTopUpInputSchema,
  stablecoinsOf,
  type CreditsTopUpOptions,
  type StablecoinToken,
} from '@suite/shared';
import { apiErrorMessage, apiFieldErrors } from '@suite/shared/client';
import { useTopUps } from '../../api/credits';
import { ConnectWalletButton } from '../checkout-pay/connect-wallet';
import { PaymentOptions } from '../checkout-pay/payment-options';
import { PAY_REQUEST_STEP_TEXT, type PayRequestStep } from '../payments/pay-request';
import { usePayRequest } from '../payments/use-pay-request';
import { useNotify } from '../use-notify';

const CREDIT_POLL_MS = 1_000;
/** How long the form follows a sent payment before saying it is still being confirmed. */
const CREDIT_WAIT_MS = 5 * 60_000;

type BuyStep = 'opening' | PayRequestStep | 'crediting';

/** Why an amount cannot be bought (the API's own rule), or null. */
function amountError(value: number | null): string | null {
  const parsed = CreditsTopUpInputSchema.shape.amount.safeParse(value ?? undefined);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Check the amount');
}

const BUY_STEP_TEXT: Record<BuyStep, string> = {
  opening: 'Preparing the payment…',
  ...PAY_REQUEST_STEP_TEXT,
  crediting: 'Payment sent. Your credits are added once the network confirms it…',
};

export default function BuyCreditsForm({ options }: { options: CreditsTopUpOptions }) {
  const topUps = useTopUps();
  const wallet = usePayRequest();
  const notify = useNotify();
  const [amount, setAmount] = useState<number | null>(10);
  const [chainId, setChainId] = useState(options.networks[0]?.chainId ?? 0);
  const [picked, setPicked] = useState<StablecoinToken | undefined>(undefined);
  const token = picked?.chainId === chainId ? picked : stablecoinsOf(chainId)[0];
  const [step, setStep] = useState<'opening' | 'crediting' | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = step !== null || wallet.step !== null;
  const shown: BuyStep | null = wallet.step ?? step;

  async function buy() {
    setError(null);
    wallet.clearError();
    const parsed = CreditsTopUpInputSchema.safeParse({
      chainId,
      tokenAddress: token?.address ?? '',
      amount: amount ?? undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'amount');
      setFieldError(issue?.message ?? null);
      if (!issue) setError(parsed.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setFieldError(null);
    try {
      setStep('opening');
      const request = await topUps.open(parsed.data);
      setStep(null);
      const paid = await wallet.pay(request, (hash) => topUps.report(request.id, hash));
      if (!paid) return;
      setStep('crediting');
      const deadline = Date.now() + CREDIT_WAIT_MS;
      for (;;) {
        const seen = await topUps.read(request.id);
        if (seen.progress === 'paid') break;
        if (Date.now() > deadline) {
          setError('Your payment is sent and still being confirmed: the credits are added as soon as it is.');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, CREDIT_POLL_MS));
      }
      await topUps.credited();
      notify.success(`${parsed.data.amount} USD of credits added`);
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields.amount) setFieldError(fields.amount);
      else setError(apiErrorMessage(failure));
    } finally {
      setStep(null);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" component={false} disabled={busy}>
        <Form.Item
          label="Amount (USD)"
          htmlFor="credits-amount"
          validateStatus={fieldError ? 'error' : undefined}
          help={
            fieldError ??
            `From ${CREDITS_TOP_UP_MIN_USD} to ${CREDITS_TOP_UP_MAX_USD.toLocaleString('en-US')} USD`
          }
          style={{ marginBottom: 12 }}
        >
          <InputNumber
            id="credits-amount"
            value={amount}
            min={0}
            step={10}
            precision={2}
            style={{ width: 200 }}
            onChange={(value) => {
              setAmount(value);
              setFieldError(amountError(value));
            }}
          />
        </Form.Item>
      </Form>
      <PaymentOptions
        networks={options.networks}
        chainId={chainId}
        token={token}
        disabled={busy}
        onNetwork={setChainId}
        onToken={setPicked}
      />
      {wallet.address ? (
        <Button type="primary" loading={busy} onClick={() => void buy()} style={{ alignSelf: 'flex-start' }}>
          {amount && token ? `Buy ${amount} USD of credits with ${token.symbol}` : 'Buy credits'}
        </Button>
      ) : (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">Connect the wallet you pay from.</Typography.Text>
          <ConnectWalletButton />
        </Flex>
      )}
      {shown && (
        <Typography.Text type="secondary" role="status">
          {BUY_STEP_TEXT[shown]}
        </Typography.Text>
      )}
      {(error ?? wallet.error) && <Alert type="error" showIcon title={error ?? wallet.error} />}
    </Flex>
  );
}
