import { randomBytes } from 'node:crypto';
import type { ReceiverSettings, WebhookSettings } from '@suite/shared';
import { eq } from 'drizzle-orm';
import { checkoutNetworks, checkoutSettings } from '../db/schema';
import { isPayableChain, payableChainIds, UNVERIFIABLE_NETWORK } from '../domain/chains';
import { enabledChainIds } from '../domain/store';
import { invalidInput } from '../errors';
import { base, requireSession } from '../orpc';
import { webhookUrlRefusal } from '../payments/public-address';
import type { Services } from '../services';

type SettingsRow = typeof checkoutSettings.$inferSelect;

/** A standard-webhooks style secret (`whsec_` + base64 of 24 random bytes) for owners who leave it blank. */
function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function toReceiverSettings(row: SettingsRow | undefined): ReceiverSettings {
  return { receiverAddress: row?.receiverAddress ?? null, notificationEmail: row?.receiverEmail ?? null };
}

function toWebhookSettings(row: SettingsRow | undefined): WebhookSettings {
  return { webhookUrl: row?.webhookUrl ?? null, webhookSecret: row?.webhookSecret ?? null };
}

/** The seller's store settings: where payments go and who is told, the webhook, the payment networks. */
export function commerceSettingsProcedures(services: Services) {
  const { db, config } = services;
  const signedIn = requireSession(services);

  async function settingsOf(ownerId: string) {
    const [row] = await db.select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, ownerId));
    return row;
  }

  /** Writes some of the owner's settings, creating the row on the first save. */
  async function saveSettings(
    ownerId: string,
    values: Partial<Pick<SettingsRow, 'receiverAddress' | 'receiverEmail' | 'webhookUrl' | 'webhookSecret'>>,
  ) {
    const [row] = await db
      .insert(checkoutSettings)
      .values({ ownerId, ...values })
      .onConflictDoUpdate({ target: checkoutSettings.ownerId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return row;
  }

  const receiver = base.commerceSettings.receiver
    .use(signedIn)
    .handler(async ({ context }) => toReceiverSettings(await settingsOf(context.session.userId)));

  const saveReceiver = base.commerceSettings.saveReceiver
    .use(signedIn)
    .handler(async ({ input, context }) => {
      // Stored lower-case: orders compare it with addresses read from the chain.
      const row = await saveSettings(context.session.userId, {
        receiverAddress: input.receiverAccount.toLowerCase(),
        receiverEmail: input.receiverEmail,
      });
      return toReceiverSettings(row);
    });

  const webhook = base.commerceSettings.webhook
    .use(signedIn)
    .handler(async ({ context }) => toWebhookSettings(await settingsOf(context.session.userId)));

  const saveWebhook = base.commerceSettings.saveWebhook.use(signedIn).handler(async ({ input, context }) => {
    const url = input.webhookUrl;
    // The sender refuses these addresses at every attempt; saying so now beats a log of failed deliveries.
    if (url !== null && !config.webhooks.allowPrivateAddresses) {
      const refusal = await webhookUrlRefusal(url);
      if (refusal) throw invalidInput({ webhookUrl: refusal });
    }
    // Blank (the field left empty) is no secret either: one is generated, so a webhook is never unsigned.
    // Without a URL (the seller stopped deliveries) nothing is signed, so a blank one stays none.
    const secret = input.webhookSecret ?? '';
    const row = await saveSettings(context.session.userId, {
      webhookUrl: url,
      webhookSecret: secret !== '' ? secret : url === null ? null : generateWebhookSecret(),
    });
    return toWebhookSettings(row);
  });

  /** The seller's networks, and the ones this server can take payments on (the form offers only those). */
  const networksOf = async (ownerId: string) => ({
    chainIds: await enabledChainIds(db, ownerId),
    payableChainIds: payableChainIds(config),
  });

  const networks = base.commerceSettings.networks
    .use(signedIn)
    .handler(async ({ context }) => networksOf(context.session.userId));

  const saveNetworks = base.commerceSettings.saveNetworks
    .use(signedIn)
    .handler(async ({ input, context }) => {
      const ownerId = context.session.userId;
      // A network this server cannot read would be dropped from every checkout without a word: refused
      // here, where the seller sees why.
      const unverifiable = Object.fromEntries(
        input.chainIds.flatMap((chainId, index) =>
          isPayableChain(config, chainId) ? [] : [[`chainIds.${index}`, UNVERIFIABLE_NETWORK]],
        ),
      );
      if (Object.keys(unverifiable).length > 0) throw invalidInput(unverifiable);
      // Replace the whole set at once: a failure leaves the previous networks in place.
      await db.transaction(async (tx) => {
        await tx.delete(checkoutNetworks).where(eq(checkoutNetworks.ownerId, ownerId));
        if (input.chainIds.length > 0) {
          await tx.insert(checkoutNetworks).values(input.chainIds.map((chainId) => ({ ownerId, chainId })));
        }
      });
      return networksOf(ownerId);
    });

  return { receiver, saveReceiver, webhook, saveWebhook, networks, saveNetworks };
}
