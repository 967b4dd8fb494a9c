// A seller's store as its customers meet it: the networks it takes payments on, and whether it can
// take an order at all (a receiver wallet and e-mail, enough credits).
import type { ApiErrorReason, PaymentNetwork } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { requiredConfirmations, type Config } from '../config';
import type { Executor } from '../db';
import { checkoutNetworks, checkoutSettings } from '../db/schema';
import { isPayableChain } from './chains';
import { canAcceptOrders } from './credits-ledger';

/** The networks the seller enabled for payments, by chain id. */
export async function enabledChainIds(db: Pick<Executor, 'select'>, ownerId: string): Promise<number[]> {
  const rows = await db
    .select({ chainId: checkoutNetworks.chainId })
    .from(checkoutNetworks)
    .where(eq(checkoutNetworks.ownerId, ownerId))
    .orderBy(asc(checkoutNetworks.chainId));
  return rows.map((row) => row.chainId);
}

/** The networks the seller enabled that this server can take payments on, with their confirmations. */
export async function payableNetworks(
  db: Executor,
  config: Config,
  ownerId: string,
): Promise<PaymentNetwork[]> {
  const chainIds = await enabledChainIds(db, ownerId);
  return chainIds
    .filter((chainId) => isPayableChain(config, chainId))
    .map((chainId) => ({ chainId, requiredConfirmations: requiredConfirmations(config, chainId) }));
}

/** Why a store cannot take an order: the message for the customer, and its reason for the API's 409. */
export interface StoreRefusal {
  reason: ApiErrorReason;
  message: string;
}

/**
 * Why the seller cannot take an order now, or null with the wallet that receives it: a receiver
 * wallet and e-mail, and 0.5 USD of credits (seed 001 §9) are needed.
 */
export async function storeRefusal(
  db: Executor,
  ownerId: string,
): Promise<
  { receiverAddress: string | null; refusal: StoreRefusal } | { receiverAddress: string; refusal: null }
> {
  const [settings] = await db
    .select({ address: checkoutSettings.receiverAddress, email: checkoutSettings.receiverEmail })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, ownerId));
  const receiverAddress = settings?.address ?? null;
  if (!receiverAddress || !settings?.email) {
    return {
      receiverAddress,
      refusal: { reason: 'storeReceiverMissing', message: PUBLIC_CHECKOUT_MESSAGES.receiverMissing },
    };
  }
  if (!(await canAcceptOrders(db, ownerId))) {
    return {
      receiverAddress,
      refusal: { reason: 'storeCannotTakeOrders', message: PUBLIC_CHECKOUT_MESSAGES.noCredits },
    };
  }
  return { receiverAddress, refusal: null };
}

/**
 * Why the store cannot take a payment now, in the customer's words, or null: its refusal (receiver,
 * credits), else no network to pay on. The pay page and a site's Buy buttons say the same.
 */
export function storeUnavailableReason(refusal: StoreRefusal | null, networks: readonly PaymentNetwork[]) {
  return refusal?.message ?? (networks.length === 0 ? PUBLIC_CHECKOUT_MESSAGES.noNetwork : null);
}
