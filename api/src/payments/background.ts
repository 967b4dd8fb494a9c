import type { Services } from '../orpc';
import { createPaymentWorker, type PaymentWorker } from './payment-worker';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';

/** The API's background work: payment checks and webhook deliveries, both driven by the database. */
export interface BackgroundJobs {
  payments: PaymentWorker;
  webhooks: WebhookWorker;
  start(): void;
  /** Stops both and waits for their running work, so the database can be closed after. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(services: Pick<Services, 'db' | 'config' | 'verifier'>): BackgroundJobs {
  const webhooks = createWebhookWorker(services);
  const payments = createPaymentWorker(services, () => webhooks.kick());
  return {
    payments,
    webhooks,
    start() {
      payments.start();
      webhooks.start();
    },
    async stop() {
      await Promise.all([payments.stop(), webhooks.stop()]);
    },
  };
}
