import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import type { Services } from '../services';
import { workerLoop, type WorkerLoop } from '../payments/worker-loop';
import type { MailTransport } from './mail-transport';

const BATCH = 10;
const POLL_MS = 5_000;
/** A claimed message is held this long, so another API instance skips it while it is being sent. */
const LEASE_MS = 120_000;
/** Waits before each retry: 1 min, 5 min, 30 min, 2 h, 6 h; then the message is `failed`. */
const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

export type MailWorker = WorkerLoop;

/** Sends the e-mail outbox; a failure is retried later and its error kept for the logs. */
export function createMailWorker(
  services: Pick<Services, 'db' | 'log'>,
  transport: MailTransport,
): MailWorker {
  const { db, log } = services;

  async function claimDue(now: Date) {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, 'pending')))
      .returning();
  }

  async function tick(): Promise<void> {
    for (;;) {
      const claimed = await claimDue(new Date());
      for (const message of claimed) {
        try {
          await transport.send({ to: message.toAddress, subject: message.subject, text: message.text });
          await db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), nextAttemptAt: null, lastError: null })
            .where(eq(emailOutbox.id, message.id));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const delay = RETRY_DELAYS_MS[message.attempts - 1];
          log.warn({ mailId: message.id, attempt: message.attempts, reason }, 'Sending a mail failed');
          await db
            .update(emailOutbox)
            .set(
              delay === undefined
                ? { status: 'failed', nextAttemptAt: null, lastError: reason }
                : { nextAttemptAt: new Date(Date.now() + delay), lastError: reason },
            )
            .where(eq(emailOutbox.id, message.id));
        }
      }
      if (claimed.length < BATCH) return;
    }
  }

  return workerLoop('mail worker', POLL_MS, tick, log);
}
