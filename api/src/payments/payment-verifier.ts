import { chainById, shortenAddress, stablecoinsOf, type StablecoinToken } from '@suite/shared';
import {
  erc20Abi,
  formatUnits,
  getAddress,
  isAddressEqual,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hex,
  type PublicClient,
} from 'viem';
import { toMicros } from '../procedures/decimal';

/** What an order says was paid: the server compares it with what the chain says happened. */
export interface PaymentExpectation {
  chainId: number;
  hash: Hex;
  /** The stablecoin contract. */
  token: Hex;
  sender: Hex;
  receiver: Hex;
  /** The order total in USD, a decimal string (stablecoin units). */
  amount: string;
  requiredConfirmations: number;
}

/**
 * The chain's answer about one payment.
 * - `confirmed`: a successful transaction with matching Transfer logs of at least the total, deep enough.
 * - `waiting`: nothing wrong yet: not mined, not (yet) known to this RPC, or not enough confirmations.
 * - `failed`: it can never confirm; `reason` says why, for the seller and the customer.
 * An unreachable or misconfigured RPC throws instead: the order stays Pending and is checked again.
 */
export type PaymentVerdict =
  | { kind: 'confirmed'; paid: string; overpaid: string | null; confirmations: number }
  | { kind: 'waiting'; why: 'not-found' | 'not-mined' | 'confirmations'; confirmations: number }
  | { kind: 'failed'; reason: string; paid: string | null };

export function tokenOf(chainId: number, address: string): StablecoinToken | undefined {
  return stablecoinsOf(chainId).find((token) => token.address.toLowerCase() === address.toLowerCase());
}

/** `0xAbCd…1234`, checksummed whatever case it was stored in. */
function short(address: string): string {
  return shortenAddress(getAddress(address));
}

export function chainName(chainId: number): string {
  return chainById(chainId)?.name ?? `chain ${chainId}`;
}

/** `12.5` USD → the token's smallest units (USD amounts have at most 6 decimals; tokens have 6 or 18). */
export function toTokenUnits(amount: string, decimals: number): bigint {
  const micros = toMicros(amount);
  return decimals >= 6 ? micros * 10n ** BigInt(decimals - 6) : micros / 10n ** BigInt(6 - decimals);
}

/** Token units → a USD decimal string with at most 6 places (rounded down: never more than received). */
export function fromTokenUnits(units: bigint, decimals: number): string {
  const micros = decimals >= 6 ? units / 10n ** BigInt(decimals - 6) : units * 10n ** BigInt(6 - decimals);
  return formatUnits(micros, 6);
}

const confirmedOnce = new WeakMap<PublicClient, number>();

/** The RPC must serve the chain it is configured for, or every answer it gives means nothing. */
async function assertChain(client: PublicClient, chainId: number): Promise<void> {
  let actual = confirmedOnce.get(client);
  if (actual === undefined) {
    actual = await client.getChainId();
    confirmedOnce.set(client, actual);
  }
  if (actual !== chainId) {
    throw new Error(`The RPC configured for chain ${chainId} serves chain ${actual} (check RPC_URLS)`);
  }
}

/**
 * Reads the transaction's receipt through the chain's RPC and judges the payment. Only logs emitted
 * by the expected token contract count, only transfers from the sender to the receiver, summed; a
 * reverted transaction moved nothing.
 */
export async function verifyPayment(
  client: PublicClient,
  expected: PaymentExpectation,
): Promise<PaymentVerdict> {
  const token = tokenOf(expected.chainId, expected.token);
  if (!token) {
    return {
      kind: 'failed',
      reason: `${short(expected.token)} is not a stablecoin accepted on ${chainName(expected.chainId)}`,
      paid: null,
    };
  }
  await assertChain(client, expected.chainId);

  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash: expected.hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw error;
    try {
      await client.getTransaction({ hash: expected.hash });
      return { kind: 'waiting', why: 'not-mined', confirmations: 0 };
    } catch (lookupError) {
      if (lookupError instanceof TransactionNotFoundError) {
        return { kind: 'waiting', why: 'not-found', confirmations: 0 };
      }
      throw lookupError;
    }
  }

  if (receipt.status !== 'success') {
    return { kind: 'failed', reason: 'The transaction was reverted: no tokens were transferred', paid: null };
  }

  const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
  const ofToken = transfers.filter((log) => isAddressEqual(log.address, token.address));
  const toReceiver = ofToken.filter((log) => isAddressEqual(log.args.to, expected.receiver));
  const fromSender = toReceiver.filter((log) => isAddressEqual(log.args.from, expected.sender));
  const symbol = token.symbol;

  if (fromSender.length === 0) {
    const [strangerPayment] = toReceiver;
    if (strangerPayment) {
      return {
        kind: 'failed',
        reason: `The ${symbol} transfer came from ${short(strangerPayment.args.from)}, not from the order's sender ${short(expected.sender)}`,
        paid: null,
      };
    }
    const [elsewhere] = ofToken;
    if (elsewhere) {
      return {
        kind: 'failed',
        reason: `The ${symbol} transfer went to ${short(elsewhere.args.to)}, not to the store's receiver ${short(expected.receiver)}`,
        paid: null,
      };
    }
    const otherToken = transfers.find((log) => isAddressEqual(log.args.to, expected.receiver));
    if (otherToken) {
      return {
        kind: 'failed',
        reason: `The transaction transfers another token (${short(otherToken.address)}), not ${symbol}`,
        paid: null,
      };
    }
    return { kind: 'failed', reason: `The transaction contains no ${symbol} transfer`, paid: null };
  }

  const paidUnits = fromSender.reduce((total, log) => total + log.args.value, 0n);
  const dueUnits = toTokenUnits(expected.amount, token.decimals);
  const paid = fromTokenUnits(paidUnits, token.decimals);
  if (paidUnits < dueUnits) {
    return {
      kind: 'failed',
      reason: `Underpaid: ${formatUnits(paidUnits, token.decimals)} ${symbol} received, the order total is ${formatUnits(dueUnits, token.decimals)} ${symbol}`,
      paid,
    };
  }

  // No cache: a stale block number would hold a payment back for the cache's lifetime.
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const confirmations = latest >= receipt.blockNumber ? Number(latest - receipt.blockNumber + 1n) : 0;
  if (confirmations < expected.requiredConfirmations) {
    return { kind: 'waiting', why: 'confirmations', confirmations };
  }
  // Below a micro-dollar (18-decimal tokens) an overpayment is not worth recording.
  const overpaid = fromTokenUnits(paidUnits - dueUnits, token.decimals);
  return {
    kind: 'confirmed',
    paid,
    overpaid: toMicros(overpaid) > 0n ? overpaid : null,
    confirmations,
  };
}
