// The long-lived dependencies of the procedures, the domain and the workers, built once per app
// (`app.ts`; the seed builds its own).
import type { SignatureVerifier } from './auth/siwe';
import type { Config } from './config';
import type { AppDatabase, DatabaseKind } from './db';
import type { RateLimits } from './http/rate-limit';
import type { Logger } from './log';
import type { WorkerLoop } from './payments/worker-loop';

/** A background worker a request wakes after its commit, so the work it queued starts at once. */
type Wakeable = Pick<WorkerLoop, 'kick'>;

export interface Services {
  config: Config;
  db: AppDatabase;
  databaseKind: DatabaseKind;
  verifier: SignatureVerifier;
  version: string;
  log: Logger;
  /** Where rate limits are counted (shared by every instance on PostgreSQL). */
  rateLimits: RateLimits;
  /** Payment checks and webhook deliveries, woken after a change; absent where none run (the seed CLI). */
  background?: { payments: Wakeable; webhooks: Wakeable; mail: Wakeable };
}
