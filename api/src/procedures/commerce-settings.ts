import { randomBytes } from 'node:crypto';
import type { ReceiverSettings, WebhookSettings } from '@suite/shared';
import { asc, eq } from 'drizzle-orm';
import { checkoutNetworks, checkoutSettings } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { webhookUrlRefusal } from '../payments/public-address';
import { badFields } from './commerce-common';

/** A standard-webhooks style secret (`whsec_` + base64 of 24 random bytes) for owners who leave it blank. */
function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export function commerceSettingsProcedures(services: Services) {
  const { db, config } = services;
  const signedIn = requireSession(services);

  async function settingsOf(ownerId: string) {
    const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, ownerId));
    return row;
  }

  const receiver = base.commerceSettings.receiver.use(signedIn).handler(async ({ context }) => {
    const row = await settingsOf(context.session.userId);
    return {
      receiverAddress: row?.receiverAddress ?? null,
      notificationEmail: row?.receiverEmail ?? null,
    } satisfies ReceiverSettings;
  });

  const saveReceiver = base.commerceSettings.saveReceiver
    .use(signedIn)
    .handler(async ({ input, context }) => {
      // Stored lower-case: orders compare it with addresses read from the chain.
      const values = {
        receiverAddress: input.receiverAccount.toLowerCase(),
        receiverEmail: input.receiverEmail,
      };
      const [row] = await db
        .insert(checkoutSettings)
        .values({ ownerId: context.session.userId, ...values })
        .onConflictDoUpdate({ target: checkoutSettings.ownerId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return {
        receiverAddress: row?.receiverAddress ?? null,
        notificationEmail: row?.receiverEmail ?? null,
      } satisfies ReceiverSettings;
    });

  const webhook = base.commerceSettings.webhook.use(signedIn).handler(async ({ context }) => {
    const row = await settingsOf(context.session.userId);
    return {
      webhookUrl: row?.webhookUrl ?? null,
      webhookSecret: row?.webhookSecret ?? null,
    } satisfies WebhookSettings;
  });

  const saveWebhook = base.commerceSettings.saveWebhook.use(signedIn).handler(async ({ input, context }) => {
    // The sender refuses these addresses at every attempt; saying so now beats a log of failed deliveries.
    if (!config.webhooks.allowPrivateAddresses) {
      const refusal = await webhookUrlRefusal(input.webhookUrl);
      if (refusal) throw badFields({ webhookUrl: refusal });
    }
    const values = {
      webhookUrl: input.webhookUrl,
      webhookSecret: input.webhookSecret || generateWebhookSecret(),
    };
    const [row] = await db
      .insert(checkoutSettings)
      .values({ ownerId: context.session.userId, ...values })
      .onConflictDoUpdate({ target: checkoutSettings.ownerId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return {
      webhookUrl: row?.webhookUrl ?? null,
      webhookSecret: row?.webhookSecret ?? null,
    } satisfies WebhookSettings;
  });

  async function enabledChainIds(ownerId: string): Promise<number[]> {
    const rows = await db
      .select({ chainId: checkoutNetworks.chainId })
      .from(checkoutNetworks)
      .where(eq(checkoutNetworks.ownerId, ownerId))
      .orderBy(asc(checkoutNetworks.chainId));
    return rows.map((row) => row.chainId);
  }

  const networks = base.commerceSettings.networks
    .use(signedIn)
    .handler(async ({ context }) => ({ chainIds: await enabledChainIds(context.session.userId) }));

  const saveNetworks = base.commerceSettings.saveNetworks
    .use(signedIn)
    .handler(async ({ input, context }) => {
      const ownerId = context.session.userId;
      // Replace the whole set at once: a failure leaves the previous networks in place.
      await db.transaction(async (tx) => {
        await tx.delete(checkoutNetworks).where(eq(checkoutNetworks.ownerId, ownerId));
        if (input.chainIds.length > 0) {
          await tx.insert(checkoutNetworks).values(input.chainIds.map((chainId) => ({ ownerId, chainId })));
        }
      });
      return { chainIds: await enabledChainIds(ownerId) };
    });

  return { receiver, saveReceiver, webhook, saveWebhook, networks, saveNetworks };
}
