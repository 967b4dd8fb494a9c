import { startServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const running = await startServer({ config });
console.log(`API listening on ${running.url} (database: ${running.app.database.kind})`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  // A request that never finishes must not keep the process alive forever.
  const timer = setTimeout(() => {
    console.error('Shutdown timed out; exiting');
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await running.close();
    process.exitCode = 0;
  } catch (error) {
    console.error('Error while shutting down', error);
    process.exitCode = 1;
  }
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
