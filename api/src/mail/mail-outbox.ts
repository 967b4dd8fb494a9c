import type { Executor } from '../db';
import { emailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Queues an e-mail in the caller's transaction: it is sent (by the mail worker) only if the change
 * it tells of is committed, and sent once whatever crashes in between. Returns whether one was queued.
 */
export async function queueMail(tx: Executor, mail: Mail | undefined): Promise<boolean> {
  if (!mail) return false;
  await tx.insert(emailOutbox).values({ toAddress: mail.to, subject: mail.subject, text: mail.text });
  return true;
}
