// The credits form, with the wallet's code: `BuyCredits` loads it inside the wallet's providers.
import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import Form from 'antd/es/form';
import { stablecoinsOf, type CreditsTopUpOptions, type StablecoinToken } from '@suite/shared';
import {
  CREDITS_TOP_UP_MAX_USD,
  CREDITS_TOP_UP_MIN_USD,
  CreditsTopUpInputSchema,
} from '@suite/shared/schemas';
import { apiFieldErrors } from '@suite/shared/client';
import { useApiErrorMessage, useFormat, useSession } from '@suite/shared/react';
import { DecimalInput, useDecimalRefusal } from '@suite/shared/decimal-input';
import { useTopUps } from '../../api/credits';
import { useCommerceCatalog } from '../../i18n';
import { usePayCatalog } from '../checkout-pay/i18n';
import { ConnectWalletButton } from '../checkout-pay/connect-wallet';
import { PaymentOptions } from '../checkout-pay/payment-options';
import { rememberSentPayment, reportSentPayment } from '../payments/sent-payments';
import { usePayRequest, type WalletPayStep } from '../payments/use-pay-request';
import { FollowedTopUp } from './followed-top-up';
import { followTopUp, useFollowedTopUp } from './sent-top-up';

type BuyStep = 'opening' | WalletPayStep;

/** Why an amount cannot be bought (the API's own rule), or null; `fallback` when zod names none. */
function amountError(value: number | null, fallback: string): string | null {
  const parsed = CreditsTopUpInputSchema.shape.amount.safeParse(value ?? undefined);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? fallback);
}

export default function BuyCreditsForm({ options }: { options: CreditsTopUpOptions }) {
  const errorMessage = useApiErrorMessage();
  const topUps = useTopUps();
  const wallet = usePayRequest();
  const format = useFormat();
  const { t } = useCommerceCatalog();
  // The wallet's steps are worded as on the pay page; opening is the credits' own.
  const { t: payT } = usePayCatalog();
  // NaN while the amount's text is refused (written with the other decimal sign, or grouped).
  const [amount, setAmount] = useState<number | null>(10);
  const refused = Number.isNaN(amount);
  const refusal = useDecimalRefusal();
  const [chainId, setChainId] = useState(options.networks[0]?.chainId ?? 0);
  const [picked, setPicked] = useState<StablecoinToken | undefined>(undefined);
  const token = picked?.chainId === chainId ? picked : stablecoinsOf(chainId)[0];
  const [step, setStep] = useState<'opening' | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A top-up this device paid and has not seen credited: Buy waits for it (a second payment).
  const userId = useSession().account?.user.id;
  const followed = useFollowedTopUp(userId);
  const busy = step !== null || wallet.busy;
  const shown: BuyStep | null = wallet.step ?? step;
  /** An amount in USD as the page writes it: `25`, `25,50` in Spanish. */
  const usd = (value: number) =>
    value.toLocaleString(format.locale, { minimumFractionDigits: Number.isInteger(value) ? 0 : 2 });

  async function buy() {
    // Said beside the field already: nothing is bought until the amount reads.
    if (refused) return;
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
      if (!issue) setError(parsed.error.issues[0]?.message ?? t('credits.checkForm'));
      return;
    }
    setFieldError(null);
    try {
      setStep('opening');
      const request = await topUps.open(parsed.data);
      setStep(null);
      // Each transaction is remembered once sent, the top-up followed: after the wallet's wait (or a
      // reload), `FollowedTopUp` says the rest — credited, still on its way, or lost.
      await wallet.pay(
        request,
        (hash) => reportSentPayment(request.id, hash, topUps.report),
        (hash) => {
          rememberSentPayment(request.id, request.chainId, hash);
          if (userId) followTopUp(request.id, userId);
        },
      );
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields.amount) setFieldError(fields.amount);
      else setError(errorMessage(failure));
    } finally {
      setStep(null);
    }
  }

  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" component={false} disabled={busy}>
        <Form.Item
          label={t('credits.amount')}
          htmlFor="credits-amount"
          validateStatus={refused || fieldError ? 'error' : undefined}
          help={
            (refused ? refusal : fieldError) ??
            t('credits.range', {
              min: CREDITS_TOP_UP_MIN_USD,
              max: CREDITS_TOP_UP_MAX_USD.toLocaleString(format.locale),
            })
          }
          style={{ marginBottom: 12 }}
        >
          <DecimalInput
            id="credits-amount"
            value={amount}
            min={0}
            step={10}
            precision={2}
            style={{ width: 200 }}
            onChange={(value) => {
              setAmount(value);
              setFieldError(Number.isNaN(value) ? null : amountError(value, t('credits.checkAmount')));
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
        <Button
          type="primary"
          loading={busy}
          // Refused amount: said beside the field, and nothing to buy until it reads; a top-up on its
          // way: said below, and nothing bought again until it is credited or lost.
          disabled={refused || followed !== null}
          onClick={() => void buy()}
          style={{ alignSelf: 'flex-start' }}
        >
          {amount && token
            ? t('credits.buyWith', { amount: usd(amount), symbol: token.symbol })
            : t('credits.buy')}
        </Button>
      ) : (
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text type="secondary">{t('credits.connect')}</Typography.Text>
          <ConnectWalletButton />
        </Flex>
      )}
      {shown && (
        <Typography.Text type="secondary" role="status">
          {shown === 'opening' ? t('credits.steps.opening') : payT(`payment.steps.${shown}`)}
        </Typography.Text>
      )}
      {followed && !busy && <FollowedTopUp key={followed} id={followed} usd={usd} onLost={setError} />}
      {(error ?? wallet.error) && <Alert type="error" showIcon title={error ?? wallet.error} />}
    </Flex>
  );
}
