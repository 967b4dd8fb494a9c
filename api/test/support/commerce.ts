import {
  LOCAL_CHAIN_ID,
  LOCAL_TEST_STABLECOIN_ADDRESS,
  type OrderCreateInput,
  type OrderStatus,
} from '@suite/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../src/db';
import { orders, products } from '../../src/db/schema';
import { grantCredits } from '../../src/domain/credits-ledger';
import { newWallet, signIn } from './accounts';
import { TestBrowser } from './browser';
import type { TestServer } from './server';

export interface Seller {
  browser: TestBrowser;
  userId: string;
}

/** A signed-in user in a browser of its own. */
export async function signedInUser(server: TestServer): Promise<Seller> {
  const browser = new TestBrowser(server.url);
  const account = await signIn(browser, newWallet());
  return { browser, userId: account.user.id };
}

/** A seller ready to take orders: receiver set, local chain enabled, 10 USD of credits. */
export async function readySeller(server: TestServer): Promise<Seller> {
  const seller = await signedInUser(server);
  await seller.browser.call(async (client) => {
    await client.commerceSettings.saveReceiver({
      receiverAccount: newWallet().address,
      receiverEmail: 'shop@example.com',
    });
    await client.commerceSettings.saveNetworks({ chainIds: [LOCAL_CHAIN_ID] });
  });
  await grantCredits(server.testDatabase.database.db, seller.userId, '10', 'test');
  return seller;
}

/** Products are the catalog's; tests insert them directly. */
export async function insertProduct(
  db: AppDatabase,
  ownerId: string,
  values: { name?: string; price?: string; published?: boolean; imageUrl?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(products)
    .values({
      ownerId,
      name: values.name ?? 'T-shirt',
      price: values.price ?? '12.5',
      imageUrl: values.imageUrl ?? 'https://example.com/shirt.png',
      publishedAt: values.published === false ? null : new Date(),
    })
    .returning({ id: products.id });
  if (!row) throw new Error('No product inserted');
  return row.id;
}

export function randomHash(): string {
  return `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`;
}

/** Where a buyer of a product that is not digital has it sent. */
export const BUYER_ADDRESS = {
  name: 'Ada Buyer',
  line1: '1 Main Street',
  city: 'Lisbon',
  postalCode: '1000-001',
  country: 'Portugal',
};

/**
 * An order of `items`; without a checkout it carries the e-mail and shipping address such an order
 * needs (`extra` overrides them).
 */
export function orderInput(
  items: OrderCreateInput['items'],
  extra: Partial<OrderCreateInput> = {},
): OrderCreateInput {
  return {
    siteId: 'site-1',
    sender: newWallet().address,
    chainId: LOCAL_CHAIN_ID,
    tokenAddress: LOCAL_TEST_STABLECOIN_ADDRESS,
    items,
    ...(extra.checkoutId ? {} : { email: 'buyer@example.com', shippingAddress: BUYER_ADDRESS }),
    ...extra,
  };
}

/** Moves an order to a status directly (tests of the actions; payments.test.ts confirms them on a real chain). */
export async function setOrderStatus(db: AppDatabase, orderId: string, status: OrderStatus): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** A browser without a session: the paying customer, or an anonymous caller. */
export function anonymous(server: TestServer): TestBrowser {
  return new TestBrowser(server.url);
}
