import { useEffect, useEffectEvent } from 'react';
import type { Hash } from 'viem';
import { useConfig } from 'wagmi';
import { useChainName } from '@suite/shared/react';
import { useReportPayment } from '../../api/checkout-pay';
import { forgetSentPayment, reportSentPayment, type SentPayment } from '../payments/sent-payments';
import { sentTransactionState, type SentTransactionState } from '../payments/sent-transaction';
import { usePayCatalog } from './i18n';

/** How often the chain is asked about the payment: about a block's time on the slower networks. */
const SENT_PAYMENT_POLL_MS = 4_000;

export interface SentPaymentWatchProps {
  orderId: string;
  sent: SentPayment;
  /** A transaction paid nothing (reverted, or dropped): why, for the buyer, above Pay. */
  onLost: (why: string) => void;
}

/**
 * Follows the order's payment transactions sent from this device until the chain settles each: a
 * mined one is told to the API (which only learns of mined ones) and forgotten once told; a reverted
 * one is told too (the order then says so) and forgotten; one the chain no longer knows is forgotten.
 * The wallet's code, loaded behind a `WalletScope`: nothing needs connecting to read the chain.
 */
export default function SentPaymentWatch({ orderId, sent, onLost }: SentPaymentWatchProps) {
  const config = useConfig();
  const report = useReportPayment();
  const { t } = usePayCatalog();
  const chainName = useChainName();

  const settle = useEffectEvent(async (hash: Hash, state: Exclude<SentTransactionState, 'pending'>) => {
    if (state === 'mined') {
      // Kept until the API has it (told again at the next look): until the receipt shows it, Pay
      // would pay a second time.
      await reportSentPayment(orderId, hash, report).catch(() => undefined);
      return;
    }
    const short = `${hash.slice(0, 10)}…${hash.slice(-6)}`;
    const network = chainName(sent.chainId);
    onLost(
      state === 'reverted'
        ? t('receipt.sentReverted', { hash: short, network })
        : t('receipt.sentDropped', { hash: short, network }),
    );
    forgetSentPayment(orderId, hash);
    if (state === 'reverted') await report(orderId, hash).catch(() => undefined);
  });

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      for (const hash of sent.hashes) {
        const state = await sentTransactionState(config, {
          hash,
          chainId: sent.chainId,
          sentAt: sent.sentAt,
        });
        if (stopped) return;
        if (state !== 'pending') await settle(hash, state);
      }
      if (!stopped) timer = setTimeout(() => void check(), SENT_PAYMENT_POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [config, sent]);

  return null;
}
