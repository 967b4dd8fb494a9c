// Receipt links: the secret that lets an order's buyer, and no one else, read its receipt and content.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Executor } from '../db';
import { serverSecrets } from '../db/schema';
import { payPageUrl } from './pay-page';

const SECRET_NAME = 'receipt-links';
const secrets = new WeakMap<object, Buffer>();

/**
 * The key receipt links are signed with: made on first use and kept in the database, so every API
 * instance (and every restart) signs alike and a link can be rebuilt for an e-mail without storing it.
 */
export async function receiptSecret(db: Executor): Promise<Buffer> {
  const known = secrets.get(db);
  if (known) return known;
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The receipt links secret is missing right after creating it');
  const secret = Buffer.from(row.value, 'base64url');
  secrets.set(db, secret);
  return secret;
}

/** The secret of an order's receipt link: only the buyer gets it (on the page that placed the order, and by e-mail). */
export function receiptToken(secret: Buffer, orderId: string): string {
  return createHmac('sha256', secret).update(`receipt:${orderId}`).digest('base64url');
}

export function isReceiptToken(secret: Buffer, orderId: string, token: string): boolean {
  const expected = Buffer.from(receiptToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The buyer's receipt page: the checkout's page with the order, the secret after `#` so that it is
 * never sent to a server in a URL nor in a Referer.
 */
export function receiptUrl(
  config: Pick<Config, 'publicAppUrl'>,
  order: { id: string; checkoutId: string | null },
  token: string,
): string | undefined {
  if (!order.checkoutId) return undefined;
  return `${payPageUrl(config, order.checkoutId, { order: order.id })}#receipt=${token}`;
}
