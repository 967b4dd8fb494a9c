import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitForRpc } from '@suite/chain';

export interface LocalChain {
  rpcUrl: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No TCP port was assigned');
  return address.port;
}

const CHAIN_DIR = fileURLToPath(new URL('../../../chain/', import.meta.url));

/**
 * A Hardhat node of its own on a free port (never 8545, which a developer's `pnpm start` may use),
 * so a test file can mint and read tokens without sharing chain state.
 */
export async function startLocalChain(): Promise<LocalChain> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    `${CHAIN_DIR}node_modules/.bin/hardhat`,
    ['node', '--hostname', '127.0.0.1', '--port', String(port)],
    { cwd: CHAIN_DIR, stdio: 'ignore' },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForRpc(rpcUrl, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl, stop };
}
