import type { Logger } from '../log';

/**
 * A background job that runs `tick` on start, every `intervalMs`, and soon after each `kick()`; never
 * two ticks at once. A failing tick is logged and the loop goes on. `stop()` waits for the running tick,
 * so the database can be closed after it.
 */
export interface WorkerLoop {
  start(): void;
  /** Run a tick as soon as possible (after the running one, if any). */
  kick(): void;
  stop(): Promise<void>;
  /** Resolves when no tick is running or queued (tests). */
  idle(): Promise<void>;
}

export function workerLoop(
  name: string,
  intervalMs: number,
  tick: () => Promise<void>,
  log: Logger,
): WorkerLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
    // Never keeps the process alive on its own (a CLI or test that forgets stop() still exits).
    timer.unref();
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      try {
        await tick();
      } catch (error) {
        log.error({ err: error, worker: name }, 'A background run failed');
      }
    })().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule(0);
      } else {
        schedule(intervalMs);
      }
    });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    kick() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    async idle() {
      while (running || again) await (running ?? new Promise((resolve) => setTimeout(resolve, 5)));
    },
  };
}
