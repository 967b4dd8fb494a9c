import { startServer } from './app';
import { loadConfig } from './config';
import { createLogger } from './log';

const config = loadConfig();
const log = createLogger(config.logLevel);
const running = await startServer({ config, log });
// Always printed, whatever LOG_LEVEL says: scripts wait for this line to know the address.
console.log(`API listening on ${running.url} (database: ${running.app.database.kind})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'Shutting down');
  // A request that never finishes must not keep the process alive forever.
  const timer = setTimeout(() => {
    log.error('Shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await running.close();
    process.exitCode = 0;
  } catch (error) {
    log.error({ err: error }, 'Error while shutting down');
    process.exitCode = 1;
  }
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
