// Starts the whole suite as one process tree: the local chain (with its test stablecoin), the API
// with its database, and the five apps — built files served the way production serves them, or
// Rspack dev servers with `dev: true`. Used by `pnpm start`, `pnpm dev` and the e2e tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployLocalContracts, LOCAL_RPC_URL, waitForRpc } from '@suite/chain';
import { serveApp } from './serve.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const APPS = [
  { dir: 'shell', port: 3000, title: 'Shell (admin)' },
  { dir: 'mfe-auth', port: 3001, title: 'mfe_auth' },
  { dir: 'mfe-widget-editor', port: 3002, title: 'mfe_widget_editor' },
  { dir: 'mfe-section-editors', port: 3003, title: 'mfe_section_editors' },
  { dir: 'mfe-commerce', port: 3004, title: 'mfe_commerce' },
] as const;

/** `http://localhost:3004/pay/pay.js` → `mfe-commerce/pay/pay.js`: a served script's app folder and built file. */
export function builtFile(url: string): string {
  const { port, pathname } = new URL(url);
  const app = APPS.find((candidate) => String(candidate.port) === port);
  return `${app?.dir ?? `port ${port}`}${pathname}`;
}

export const API_PORT = 4000;
export const API_URL = `http://127.0.0.1:${API_PORT}`;

/** MailDev, the local e-mail inbox `pnpm start` runs: the API sends to its SMTP port, you read its web page. */
export const MAIL_INBOX = {
  smtpUrl: 'smtp://127.0.0.1:1025',
  webUrl: 'http://localhost:1080/',
  health: 'http://127.0.0.1:1080/healthz',
} as const;

export interface SuiteOptions {
  /** Rspack dev servers (watch, rebuild on change) instead of serving the built `dist/` folders. */
  dev?: boolean;
  /** PGlite data folder; ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A PostgreSQL URL; unset means the embedded PGlite. */
  databaseUrl?: string;
  /** More of the API's environment (the e2e server's SMTP inbox). */
  apiEnv?: NodeJS.ProcessEnv;
  /**
   * Run MailDev (`MAIL_INBOX`) and send the API's e-mails there: the receipts and new-order messages
   * are read at its web page, links and all, as a buyer and a seller would read them.
   */
  mailInbox?: boolean;
  log?: (line: string) => void;
}

export interface RunningSuite {
  stop(): Promise<void>;
}

function bin(dir: string, name: string): string {
  return path.join(ROOT, dir, 'node_modules', '.bin', name);
}

function startProcess(
  label: string,
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; log: (line: string) => void; quiet?: boolean },
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() && !options.quiet) options.log(`[${label}] ${line}`);
    }
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) options.log(`[${label}] ${line}`);
  });
  return child;
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await once(child, 'exit');
  clearTimeout(timer);
}

async function waitForUrl(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function rpcAnswers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

export async function startSuite(options: SuiteOptions = {}): Promise<RunningSuite> {
  const log = options.log ?? ((line: string) => console.log(line));
  const children: ChildProcess[] = [];
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await Promise.all(children.reverse().map(stopProcess));
  };
  try {
    if (!options.dev) {
      const missing = APPS.filter((app) => !existsSync(path.join(ROOT, app.dir, 'dist', 'index.html')));
      if (missing.length > 0) {
        throw new Error(
          `Not built yet: ${missing.map((app) => app.dir).join(', ')}. Run \`pnpm build\` first.`,
        );
      }
    }

    if (await rpcAnswers(LOCAL_RPC_URL)) {
      log(`Local chain already running at ${LOCAL_RPC_URL}; using it.`);
    } else {
      const chain = startProcess(
        'chain',
        bin('chain', 'hardhat'),
        ['node', '--hostname', '127.0.0.1', '--port', '8545'],
        {
          cwd: path.join(ROOT, 'chain'),
          log,
          quiet: true,
        },
      );
      children.push(chain);
      await waitForRpc(LOCAL_RPC_URL, 60_000);
      log(`Local chain (31337) at ${LOCAL_RPC_URL}`);
    }
    const { stablecoin, paymentProxy, dex, fxFeeds } = await deployLocalContracts(LOCAL_RPC_URL);
    log(`Test stablecoin tUSDC at ${stablecoin}, payment proxy (ERC20FeeProxy) at ${paymentProxy}`);
    log(`Uniswap V2 router at ${dex.router}, swap-fee router at ${dex.feeRouter}, WETH at ${dex.weth}`);
    log(`Exchange-rate feeds (Chainlink's MockV3Aggregator) for ${Object.keys(fxFeeds).join(', ')}`);

    let mailEnv: NodeJS.ProcessEnv = {};
    if (options.mailInbox) {
      const smtp = new URL(MAIL_INBOX.smtpUrl);
      const web = new URL(MAIL_INBOX.health);
      if (await answers(MAIL_INBOX.health)) {
        log(`E-mail inbox already running at ${MAIL_INBOX.webUrl}; using it.`);
      } else {
        const inbox = startProcess(
          'mail',
          bin('scripts', 'maildev'),
          ['--smtp', smtp.port, '--web', web.port, '--ip', smtp.hostname, '--web-ip', web.hostname],
          { cwd: ROOT, log, quiet: true },
        );
        children.push(inbox);
        await waitForUrl(MAIL_INBOX.health, 30_000, inbox);
      }
      mailEnv = { SMTP_URL: MAIL_INBOX.smtpUrl };
    }

    const api = startProcess('api', bin('api', 'tsx'), ['src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      log,
      env: {
        PORT: String(API_PORT),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
        ...mailEnv,
        // Everything here runs on this machine, a seller's webhook receiver and an NFT's metadata too:
        // deliveries and metadata reads may go to localhost and private addresses (a deployed API
        // refuses them). Set either to false to see that.
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? 'true',
        NFT_METADATA_ALLOW_PRIVATE_ADDRESSES: process.env.NFT_METADATA_ALLOW_PRIVATE_ADDRESSES ?? 'true',
        ...options.apiEnv,
      },
    });
    children.push(api);
    await waitForUrl(`${API_URL}/api/health`, 120_000, api);

    for (const app of APPS) {
      if (options.dev) {
        children.push(
          startProcess(app.dir, bin(app.dir, 'rspack'), ['serve'], { cwd: path.join(ROOT, app.dir), log }),
        );
      } else {
        servers.push(
          await serveApp({ dir: path.join(ROOT, app.dir, 'dist'), port: app.port, apiUrl: API_URL }),
        );
      }
    }
    if (options.dev) {
      await Promise.all(APPS.map((app) => waitForUrl(`http://localhost:${app.port}/`, 180_000)));
    }
    return { stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
