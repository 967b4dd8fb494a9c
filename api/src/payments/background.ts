import { WORKER_NAMES, type WorkerName } from '../config';
import { createPruningWorker, type PruningWorker } from '../db/pruning';
import { createMailTransport, type MailTransport } from '../mail/mail-transport';
import { createMailWorker, type MailWorker } from '../mail/mail-worker';
import type { Services } from '../services';
import { createPaymentWorker, type PaymentWorker } from './payment-worker';
import { createWebhookWorker, type WebhookWorker } from './webhook-worker';
import type { WorkerLoop } from './worker-loop';

/**
 * The API's background work: payment checks, webhook deliveries, e-mails and the pruning of expired
 * rows, all driven by the database, so any instance may run any of them (each claims its rows).
 */
export interface BackgroundJobs {
  payments: PaymentWorker;
  webhooks: WebhookWorker;
  mail: MailWorker;
  pruning: PruningWorker;
  /** Starts the named workers (all by default); the others stay off, and kicks to them do nothing. */
  start(workers?: ReadonlySet<WorkerName>): void;
  /** Stops them all and waits for their running work, so the database can be closed after. */
  stop(): Promise<void>;
}

export function createBackgroundJobs(
  services: Pick<Services, 'db' | 'config' | 'verifier' | 'log'>,
  transport: MailTransport = createMailTransport(services.config, services.log),
): BackgroundJobs {
  const webhooks = createWebhookWorker(services);
  const mail = createMailWorker(services, transport);
  const payments = createPaymentWorker(services, {
    webhooks: () => webhooks.kick(),
    mail: () => mail.kick(),
  });
  const pruning = createPruningWorker(services);
  const byName: Record<WorkerName, WorkerLoop> = { payments, webhooks, mail, pruning };
  const all = Object.values(byName);
  return {
    payments,
    webhooks,
    mail,
    pruning,
    start(workers) {
      for (const name of WORKER_NAMES) if (!workers || workers.has(name)) byName[name].start();
    },
    async stop() {
      await Promise.all(all.map((job) => job.stop()));
    },
  };
}
