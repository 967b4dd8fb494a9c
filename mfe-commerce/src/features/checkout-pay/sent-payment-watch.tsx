import { useEffect, useEffectEvent } from 'react';
import type { Hash } from 'viem';
import { useConfig } from 'wagmi';
import { useChainName } from '@suite/shared/react';
import { useReportPayment } from '../../api/checkout-pay';
import {
  followReplacement,
  forgetSentPayment,
  REPLACED_HOLD_MS,
  rememberSentNonce,
  reportSentPayment,
  type ReportAnswer,
  type SentNonce,
  type SentPayment,
} from '../payments/sent-payments';
import { findReplacement, sentTransactionState } from '../payments/sent-transaction';
import { usePayCatalog } from './i18n';

/** How often the chain is asked about the payment: about a block's time on the slower networks. */
const SENT_PAYMENT_POLL_MS = 4_000;

/** What a sent payment pays: an order (its receipt follows it), or a credits top-up (the credits form does). */
type SentPaymentSubject = 'order' | 'topUp';

export interface SentPaymentWatchProps {
  /** The payment request's owner: the order, or the credits top-up. */
  orderId: string;
  sent: SentPayment;
  /** What it pays: an order unless said. */
  subject?: SentPaymentSubject;
  /** Tells the API of a mined or reverted transaction: the order's report unless given. */
  report?: (id: string, hash: string) => Promise<ReportAnswer>;
  /** A transaction paid nothing (reverted, or dropped): why, for the buyer, above Pay. */
  onLost: (why: string) => void;
  /** After each look at the chain: the transactions another of their sender's replaces, not mined yet. */
  onReplacing?: (hashes: Hash[]) => void;
}

/**
 * Follows the order's payment transactions sent from this device until the chain settles each: a
 * mined one is told to the API (which only learns of mined ones) and forgotten once told; a reverted
 * one is told too (the order then says so) and forgotten; one replaced in the wallet (its nonce taken
 * by another of its sender's) is kept while the replacement waits; once that is mined, it is followed
 * in its place if it calls the same (sped up) and the payment lost at once if not (cancelled); when the
 * page cannot find it, the payment is kept for `REPLACED_HOLD_MS` — the API finds a payment by it by
 * itself, and the receipt then shows it — and forgotten after; one the chain no longer knows otherwise
 * is forgotten.
 * The wallet's code, loaded behind a `WalletScope`: nothing needs connecting to read the chain.
 */
export default function SentPaymentWatch({
  orderId,
  sent,
  subject = 'order',
  report: reportGiven,
  onLost,
  onReplacing,
}: SentPaymentWatchProps) {
  const config = useConfig();
  const reportOrder = useReportPayment();
  const report = reportGiven ?? reportOrder;
  const { t } = usePayCatalog();
  const chainName = useChainName();

  const settle = useEffectEvent(async (hash: Hash, state: 'mined' | 'reverted' | 'dropped') => {
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

  /**
   * Its replacement is mined. Found on the chain, it is followed in its place when it calls the
   * same (sped up), or the payment is lost at once (cancelled); not found, Pay is held from the
   * first time seen, then the transaction forgotten if the order shows nothing.
   */
  const settleReplaced = useEffectEvent(async (known: SentNonce) => {
    const short = `${known.hash.slice(0, 10)}…${known.hash.slice(-6)}`;
    const topUp = subject === 'topUp';
    if (known.replacedAt === undefined) {
      const replacement = known.call
        ? await findReplacement(config, sent.chainId, known).catch(() => null)
        : null;
      if (replacement && replacement.call === known.call) {
        followReplacement(orderId, known.hash, replacement.hash);
      } else if (replacement) {
        onLost(t(topUp ? 'receipt.topUpCancelled' : 'receipt.sentCancelled', { hash: short }));
        forgetSentPayment(orderId, known.hash);
      } else {
        rememberSentNonce(orderId, { ...known, replacedAt: Date.now() });
      }
      return;
    }
    if (Date.now() - known.replacedAt < REPLACED_HOLD_MS) return;
    onLost(t(topUp ? 'receipt.topUpReplacedLost' : 'receipt.sentReplacedLost', { hash: short }));
    forgetSentPayment(orderId, known.hash);
  });

  const replacing = useEffectEvent((hashes: Hash[]) => onReplacing?.(hashes));

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const replaced: Hash[] = [];
      for (const hash of sent.hashes) {
        const known = sent.nonces?.find((entry) => entry.hash === hash);
        const { state, sender } = await sentTransactionState(config, {
          hash,
          chainId: sent.chainId,
          sentAt: sent.sentAt,
          sender: known,
        });
        if (stopped) return;
        if (state === 'pending' || state === 'replacing') {
          if (state === 'replacing') replaced.push(hash);
          // Remembered while the node has it: once it does not, its nonce tells replaced from dropped.
          if (sender && !known) rememberSentNonce(orderId, { hash, ...sender });
        } else if (state === 'replaced') {
          if (known) await settleReplaced(known);
        } else {
          await settle(hash, state);
        }
      }
      if (stopped) return;
      replacing(replaced);
      timer = setTimeout(() => void check(), SENT_PAYMENT_POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [config, orderId, sent]);

  return null;
}
