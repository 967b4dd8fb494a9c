import { createMailTransport, type MailTransport } from '../mail/mail-transport';
import { createMailWorker, type MailWorker } from '../mail/mail-worker';
import type { Services } from '../orpc';
import { createPaymentWorker, type PaymentWorker } from './payment-worker';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';

/** The API's background work: payment checks, webhook deliveries and e-mails, all driven by the database. */
export interface BackgroundJobs {
  payments: PaymentWorker;
  webhooks: WebhookWorker;
  mail: MailWorker;
  start(): void;
  /** Stops them all and waits for their running work, so the database can be closed after. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(
  services: Pick<Services, 'db' | 'config' | 'verifier'>,
  transport: MailTransport = createMailTransport(services.config),
): BackgroundJobs {
  const webhooks = createWebhookWorker(services);
  const mail = createMailWorker(services, transport);
  const payments = createPaymentWorker(services, {
    webhooks: () => webhooks.kick(),
    mail: () => mail.kick(),
  });
  const all = [payments, webhooks, mail];
  return {
    payments,
    webhooks,
    mail,
    start() {
      for (const job of all) job.start();
    },
    async stop() {
      await Promise.all(all.map((job) => job.stop()));
    },
  };
}
