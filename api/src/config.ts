import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FX_CURRENCIES, LOCAL_CHAIN_ID, LOCAL_DEX, LOCAL_FX_FEEDS, type FxCurrency } from '@suite/shared';
import { SWAP_CHAIN_IDS } from '@suite/shared/schemas';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits } from './db';
import { LOOPBACK_RANGES, parseTrustedProxies, type TrustedProxies } from './http/client-ip';
import { LOG_LEVELS, type LogLevel } from './log';

/** The repository root (two levels up from api/src), where `.data/` lives by default. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const DEFAULT_RPC_URLS = JSON.stringify({ [LOCAL_CHAIN_ID]: 'http://127.0.0.1:8545' });

/** Unset and empty both mean "not configured": `.env` files and CI often export empty strings. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/**
 * A file of wallet addresses, one per line (blank lines and `#` comments skipped), read once at start:
 * the addresses lower-case. A line that is not an address fails the configuration, naming its line.
 */
const AddressListFileSchema = z.string().transform((file, context) => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    context.addIssue({
      code: 'custom',
      message: `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
    });
    return z.NEVER;
  }
  const addresses = new Set<string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (line === '') continue;
    if (!isAddress(line, { strict: false })) {
      context.addIssue({ code: 'custom', message: `${file} line ${index + 1}: "${line}" is not an address` });
      return z.NEVER;
    }
    addresses.add(line.toLowerCase());
  }
  return addresses;
});

const OriginSchema = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) {
    context.addIssue({ code: 'custom', message: `${value} is not a bare origin (scheme://host[:port])` });
    return z.NEVER;
  }
  return url.origin;
});

/** A variable holding JSON: parsed, or refused with `message`, which says the shape it should have. */
function jsonEnvSchema(message: string) {
  return z.string().transform((value, context): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
  });
}

/** A JSON object of chain id → URL, read into a map. */
function chainUrlsSchema(what: string, protocol: RegExp) {
  return jsonEnvSchema(`Must be a JSON object of chain id → ${what}`)
    .pipe(z.record(z.string().regex(/^\d+$/, 'Keys must be chain ids'), z.url({ protocol })))
    .transform((record) => new Map(Object.entries(record).map(([chainId, url]) => [Number(chainId), url])));
}

const RpcUrlsSchema = chainUrlsSchema('RPC URL', /^(https?|wss?)$/);

const AddressEnvSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Must be an address (0x and 40 hex characters)')
  .transform((value) => getAddress(value));

/** `SWAP_ROUTERS`: chain id → the Uniswap V2 router and the swap-fee router the built-in provider uses. */
const SwapRoutersSchema = jsonEnvSchema(
  'Must be a JSON object of chain id → { "router": address, "feeRouter": address }',
)
  .pipe(
    z.record(
      z.string().regex(/^\d+$/, 'Keys must be chain ids'),
      z.object({ router: AddressEnvSchema, feeRouter: AddressEnvSchema }),
    ),
  )
  .transform((record, context) => {
    const routers = new Map(
      Object.entries(record).map(([chainId, deployment]) => [Number(chainId), deployment]),
    );
    for (const chainId of routers.keys()) {
      if (!SWAP_CHAIN_IDS.includes(chainId)) {
        context.addIssue({ code: 'custom', message: `Swaps are not offered on chain ${chainId}` });
        return z.NEVER;
      }
    }
    return routers;
  });

/** Where one currency's rate to the US dollar is read: a Chainlink-compatible price feed on a chain. */
export interface FxFeed {
  chainId: number;
  address: `0x${string}`;
}

/** `FX_FEEDS`: currency → the price feed of its USD rate ({ chainId, address }). */
const FxFeedsSchema = jsonEnvSchema(
  'Must be a JSON object of currency → { "chainId": number, "address": address }',
)
  .pipe(
    z.partialRecord(
      z.enum(FX_CURRENCIES, { message: `Keys must be among ${FX_CURRENCIES.join(', ')}` }),
      z.object({ chainId: z.number().int().positive(), address: AddressEnvSchema }),
    ),
  )
  .transform(
    (record): ReadonlyMap<FxCurrency, FxFeed> =>
      new Map(
        FX_CURRENCIES.flatMap((currency) => {
          const feed = record[currency];
          return feed ? [[currency, feed] as const] : [];
        }),
      ),
  );

const BooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/**
 * Blocks a payment waits for before it is confirmed, per chain (`PAYMENT_CONFIRMATIONS` overrides any):
 * about a minute or more of blocks on each, so a short reorg cannot undo a confirmed payment.
 */
const DEFAULT_PAYMENT_CONFIRMATIONS: Readonly<Record<number, number>> = {
  1: 12,
  10: 10,
  56: 15,
  137: 64,
  8453: 10,
  42161: 10,
  43114: 12,
  81457: 10,
  [LOCAL_CHAIN_ID]: 1,
};
/** For a chain neither the defaults nor the configuration name. */
const FALLBACK_PAYMENT_CONFIRMATIONS = 12;

const ConfirmationsSchema = jsonEnvSchema('Must be a JSON object of chain id → confirmations')
  .pipe(z.record(z.string().regex(/^\d+$/, 'Keys must be chain ids'), z.number().int().min(1).max(10_000)))
  .transform((record) => {
    const counts = new Map<number, number>(
      Object.entries(DEFAULT_PAYMENT_CONFIRMATIONS).map(([chainId, count]) => [Number(chainId), count]),
    );
    for (const [chainId, count] of Object.entries(record)) counts.set(Number(chainId), count);
    return counts;
  });

/** Seconds between webhook attempts after a failure: "5,300,…" (Standard Webhooks' usual schedule). */
const RetryScheduleSchema = z
  .string()
  .transform((value) => value.split(',').map((part) => Number(part.trim())))
  .pipe(
    z
      .array(
        z
          .number()
          .min(0, 'Delays are seconds, 0 or more')
          .max(7 * 24 * 3600),
      )
      .max(20, 'At most 20 retries'),
  )
  .transform((seconds) => seconds.map((value) => Math.round(value * 1000)));

/** Webhook retries, in seconds, when `WEBHOOK_RETRY_SCHEDULE` is unset: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const DEFAULT_WEBHOOK_RETRY_SCHEDULE = '5,300,1800,7200,18000,36000,36000';

/** The background workers an instance can run (`WORKERS`); all of them by default. */
export const WORKER_NAMES = ['payments', 'webhooks', 'mail', 'pruning'] as const;
export type WorkerName = (typeof WORKER_NAMES)[number];

const EnvSchema = z.object({
  // Payments verified on chain, and webhooks (see api/README.md).
  PAYMENT_CONFIRMATIONS: z.preprocess(
    (value) => (value === undefined || value === '' ? '{}' : value),
    ConfirmationsSchema,
  ),
  PAYMENT_CHECK_INTERVAL_SECONDS: optional(z.coerce.number().min(0.05).max(3600)).default(10),
  // How long an order (or a credits top-up) waits for its first payment before it expires.
  PAYMENT_WINDOW_MINUTES: optional(
    z.coerce
      .number()
      .min(0.05)
      .max(7 * 24 * 60),
  ).default(60),
  // The most blocks one eth_getLogs call of the payment worker spans (public RPCs cap the range).
  PAYMENT_LOG_RANGE_BLOCKS: optional(z.coerce.number().int().min(10).max(1_000_000)).default(1000),
  // How long after it expired an order or a top-up is still read for a late payment nobody reported (0: not).
  PAYMENT_LATE_WATCH_HOURS: optional(
    z.coerce
      .number()
      .min(0)
      .max(30 * 24),
  ).default(24),
  // Where credits top-ups are paid; unset, only the local chain offers top-ups (to Hardhat's account #18).
  CREDITS_RECEIVER: optional(
    z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Must be an address (0x and 40 hex characters)'),
  ),
  // The credits (USD) the Web Summit airdrop (campaign 1) gives each account that claims it, once.
  WEBSUMMIT_AIRDROP_CREDITS_USD: optional(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'Must be an amount of USD (up to 6 decimals)')
      .refine((amount) => Number(amount) > 0, 'Must be more than 0'),
  ).default('5'),
  // Who may claim it: a file of the campaign's wallet addresses (one per line), for a server whose airdrop is
  // not for everyone. Unset, every account may claim it once (a local or demo server).
  WEBSUMMIT_AIRDROP_LIST: optional(AddressListFileSchema),
  // How long a profile's NFT picture is shown before the chain is asked again whether the user still owns it.
  NFT_PICTURE_RECHECK_SECONDS: optional(z.coerce.number().min(0).max(86_400)).default(600),
  // Orders one client may place per minute, and one checkout may receive per minute, whoever places them.
  ORDERS_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(10),
  ORDERS_PER_CHECKOUT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(60),
  // E-mail: an SMTP server (smtp://user:pass@host:port, smtps://…); unset, messages are written to MAIL_DIR.
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string().trim().min(3)).default('Site Builder <no-reply@localhost>'),
  MAIL_DIR: optional(z.string()).default(`${REPO_ROOT}.data/mail`),
  // The admin's public address, for links in e-mails (receipts); the first of APP_ORIGINS when unset.
  PUBLIC_APP_URL: optional(z.url({ protocol: /^https?$/ })),
  WEBHOOK_RETRY_SCHEDULE: z.preprocess(
    (value) => (value === undefined || value === '' ? DEFAULT_WEBHOOK_RETRY_SCHEDULE : value),
    RetryScheduleSchema,
  ),
  WEBHOOK_TIMEOUT_SECONDS: optional(z.coerce.number().min(0.1).max(60)).default(15),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: optional(BooleanSchema),
  // How long the attempts of settled webhook deliveries (their log) are kept.
  WEBHOOK_ATTEMPTS_RETENTION_DAYS: optional(z.coerce.number().min(1).max(3650)).default(30),
  NODE_ENV: optional(z.string()),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(4000),
  HOST: optional(z.string()).default('127.0.0.1'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// URL')),
  DATA_DIR: optional(z.string()).default(`${REPO_ROOT}.data/pglite`),
  APP_ORIGINS: optional(z.string())
    .default(DEV_ORIGINS.join(','))
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(OriginSchema).min(1, 'At least one origin is required')),
  // The default is substituted before parsing, so it goes through the same checks as a configured value.
  RPC_URLS: z.preprocess(
    (value) => (value === undefined || value === '' ? DEFAULT_RPC_URLS : value),
    RpcUrlsSchema,
  ),
  // Etherscan-compatible APIs (`?module=account&action=txlist`) per chain id, for the wallet's native
  // transfers off the local chain; the key is sent as `apikey` and never reaches the browser.
  EXPLORER_API_URLS: optional(chainUrlsSchema('explorer API URL', /^https?$/)).default(new Map()),
  EXPLORER_API_KEY: optional(z.string()),
  SIWE_CHAIN_ID: optional(z.coerce.number().int().positive()).default(LOCAL_CHAIN_ID),
  // Unset: on when every one of APP_ORIGINS is https:// (the admin is served behind HTTPS), off otherwise.
  COOKIE_SECURE: optional(BooleanSchema),
  // Images live in the database; this folder is only read to import files an older version wrote there.
  UPLOADS_DIR: optional(z.string()).default(`${REPO_ROOT}.data/uploads`),
  // An OpenAI-compatible chat-completions service; AI generation is off unless all three are set.
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  API_KEY_FREE_MONTHLY_REQUESTS: optional(z.coerce.number().int().min(0)).default(100_000),
  // The saved versions of each widget its History panel keeps; each save deletes the ones beyond.
  WIDGET_VERSIONS_KEPT: optional(z.coerce.number().int().min(1)).default(100),
  // Wallet connectors offered besides the injected wallet; each is hidden unless configured.
  WALLETCONNECT_PROJECT_ID: optional(
    z.string().regex(/^[0-9a-f]{32}$/, 'Must be a 32-character hex project id'),
  ),
  COINBASE_WALLET_APP_NAME: optional(z.string().trim().min(1).max(100)),
  // A 0x-compatible swap API (its base, e.g. https://api.0x.org/swap/allowance-holder); swaps are off unless set.
  SWAP_QUOTE_API_URL: optional(z.url({ protocol: /^https?$/ })),
  SWAP_QUOTE_API_KEY: optional(z.string()),
  // The Uniswap V2 routers the API quotes itself (JSON: chain id → { router, feeRouter }); unset, the local
  // chain's own deployment (LOCAL_DEX) when RPC_URLS has the local chain. Each chain needs an RPC_URLS entry.
  SWAP_ROUTERS: optional(SwapRoutersSchema),
  // The price feeds a site's prices are converted through (JSON: currency → { chainId, address }, each a
  // Chainlink AggregatorV3Interface answering the US dollars one unit is worth); unset, the local chain's
  // own feeds (LOCAL_FX_FEEDS) when RPC_URLS has the local chain. Each chain needs an RPC_URLS entry.
  FX_FEEDS: optional(FxFeedsSchema),
  // Prices and quotes one client (IP address) may ask for per minute: the proxy is public and spends our key.
  SWAP_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(60),
  // The checkout page's public calls one client may make per minute, counted together (the receipt polls).
  PUBLIC_READS_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(120),
  // What a site's pages read for visitors (sections' content, profiles, rates), one client per minute.
  SITE_READS_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(600),
  // The public NFT read (GET /onchain/nft): reads one client may make per minute, how long answers are
  // cached, where ipfs:// is read, and whether metadata may be fetched from addresses that are not public.
  NFT_METADATA_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(300),
  NFT_METADATA_TTL_SECONDS: optional(z.coerce.number().int().min(1)).default(3600),
  IPFS_GATEWAY_URL: optional(z.url({ protocol: /^https?$/ })).default('https://ipfs.io/ipfs/'),
  NFT_METADATA_ALLOW_PRIVATE_ADDRESSES: optional(BooleanSchema),
  // Sign-in messages one client (IP address) may ask for per minute (each is a stored nonce).
  SIGN_IN_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(30),
  // AI generations (text and code together) and image uploads one signed-in user may ask for per minute.
  AI_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(10),
  UPLOADS_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(30),
  // Credit top-ups one signed-in user may open per minute (each is a payment request the worker watches).
  TOP_UPS_RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().min(1)).default(10),
  // Whose X-Forwarded-For is believed: a comma-separated list of proxy addresses or CIDR ranges, or none.
  TRUSTED_PROXIES: optional(z.string())
    .default(LOOPBACK_RANGES)
    .transform((value, context) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  // The largest request body (bytes) outside the image upload, which has its own 5 MB limit. A widget's
  // config (up to 1,000,000 characters, sent as a JSON string whose quotes and non-ASCII grow) fits.
  MAX_BODY_BYTES: optional(z.coerce.number().int().min(1024)).default(4 * 1024 * 1024),
  // Structured JSON logs on stdout (pino): one line per request and per fault.
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, `Must be one of ${LOG_LEVELS.join(', ')}`)).default('info'),
  // The bearer token Prometheus sends to read /api/metrics; unset, only this machine may read them.
  METRICS_TOKEN: optional(z.string().min(16, 'Must be at least 16 characters')),
  // PostgreSQL session limits (PGlite runs one statement at a time and has none): a statement running
  // longer, or waiting longer for a lock, is cancelled and the request answers 503; a transaction left
  // idle longer is ended by the server so it cannot hold locks.
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(100)).default(
    DEFAULT_DATABASE_LIMITS.statementTimeoutMs,
  ),
  DATABASE_LOCK_TIMEOUT_MS: optional(z.coerce.number().int().min(50)).default(
    DEFAULT_DATABASE_LIMITS.lockTimeoutMs,
  ),
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: optional(z.coerce.number().int().min(100)).default(
    DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs,
  ),
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(1000)).default(
    DEFAULT_DATABASE_LIMITS.poolMax,
  ),
  // Which background workers this instance runs: a list of payments, webhooks, mail, pruning; or none.
  WORKERS: optional(z.string())
    .default(WORKER_NAMES.join(','))
    .transform((value, context) => {
      const names = value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length === 1 && names[0] === 'none') return new Set<WorkerName>();
      const workers = new Set<WorkerName>();
      for (const name of names) {
        const known = WORKER_NAMES.find((worker) => worker === name);
        if (!known) {
          context.addIssue({
            code: 'custom',
            message: `${name} is not a worker: use none or a list of ${WORKER_NAMES.join(', ')}`,
          });
          return z.NEVER;
        }
        workers.add(known);
      }
      return workers;
    }),
});

export interface Config {
  /** How payments are verified on chain (see api/README.md, "Payment confirmation"). */
  payments: {
    /** Confirmations required per chain id (defaults merged with `PAYMENT_CONFIRMATIONS`). */
    confirmations: ReadonlyMap<number, number>;
    /** How often the payment worker looks at pending orders. */
    checkIntervalMs: number;
    /** How long an order or a top-up waits for its first payment before it expires. */
    windowMs: number;
    /** The most blocks one read of the proxy's logs spans (`PAYMENT_LOG_RANGE_BLOCKS`). */
    logRangeBlocks: bigint;
    /** How long after it expired a request is still read, now and then, for a late payment (`PAYMENT_LATE_WATCH_HOURS`). */
    lateWatchMs: number;
    /** Orders one client may place per minute, and one checkout may receive per minute. */
    ordersPerClientPerMinute: number;
    ordersPerCheckoutPerMinute: number;
  };
  /** Where credits top-ups are paid on public chains; unset, only the local chain offers them. */
  creditsReceiver: `0x${string}` | undefined;
  /** The credits (USD, a decimal) the Web Summit airdrop gives each account once. */
  websummitAirdropCredits: string;
  /** The wallets (lower-case) whose accounts may claim the Web Summit airdrop; undefined: every account. */
  websummitAirdropList: ReadonlySet<string> | undefined;
  /** How long a profile's NFT picture is shown before its ownership is read again (`NFT_PICTURE_RECHECK_SECONDS`). */
  nftPictureRecheckMs: number;
  mail: {
    /** SMTP server URL; unset, messages are written to `dir` (and logged). */
    smtpUrl: string | undefined;
    from: string;
    dir: string;
  };
  /** The admin's public address, for links in e-mails. */
  publicAppUrl: string;
  webhooks: {
    /** Delays before each retry; attempts = 1 + its length. */
    retryDelaysMs: readonly number[];
    timeoutMs: number;
    /** Whether deliveries may go to private, loopback or link-local addresses (development and tests only). */
    allowPrivateAddresses: boolean;
    /** How long the attempts of delivered or failed deliveries are kept before pruning. */
    attemptsRetentionMs: number;
  };
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins allowed to call the API with credentials; their hosts are the only sign-in domains. */
  appOrigins: string[];
  /** JSON-RPC endpoint per chain id, to verify contract-wallet signatures and payments. */
  rpcUrls: ReadonlyMap<number, string>;
  /** Etherscan-compatible API per chain id (EXPLORER_API_URLS) and its key: the wallet's native transfers. */
  explorer: { urls: ReadonlyMap<number, string>; apiKey: string | undefined };
  /** The chain id written in sign-in messages. */
  siweChainId: number;
  cookieSecure: boolean;
  /**
   * Where versions before image bytes moved into the database wrote uploads. Only read: an image
   * whose bytes are not in the database yet has its file here copied in when first served (and a
   * deleted image's old file is removed). New uploads are stored in the database, so every
   * instance serves them.
   */
  uploadsDir: string;
  /** The OpenAI-compatible service for AI text and code, when configured. */
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Public widget reads per API key and UTC month on the free plan (seed 001 §9 lists 100000). */
  apiKeyFreeMonthlyRequests: number;
  /** The newest versions of each widget kept for its history; older ones are deleted by the save after. */
  widgetVersionsKept: number;
  /** WalletConnect's (Reown) project id, public by design; the connector is hidden without it. */
  walletConnectProjectId: string | undefined;
  /** The app name Coinbase Wallet shows; the connector is hidden without it. */
  coinbaseWalletAppName: string | undefined;
  /** The 0x-compatible service the swap sections' prices and quotes come from, when configured. */
  swapQuote: { baseUrl: string; apiKey: string | undefined } | undefined;
  /**
   * The Uniswap V2 deployments the API's built-in quote provider trades through, by chain id: the official
   * UniswapV2Router02 and the swap-fee router (chain/contracts/SwapFeeRouter.sol) in front of it.
   */
  swapRouters: ReadonlyMap<number, SwapRouterDeployment>;
  /** The price feed of each currency's rate to the US dollar (sites' prices shown in their currency). */
  fxFeeds: ReadonlyMap<FxCurrency, FxFeed>;
  /** Prices and quotes one client may ask for per minute. */
  swapRateLimitPerMinute: number;
  /**
   * The checkout page's public calls (public checkout, receipt, payment report, content) one client
   * may make per minute, counted together.
   */
  publicReadsRateLimitPerMinute: number;
  /**
   * What a site's pages read for their visitors (the sections' site content, public profiles,
   * exchange rates) one client may ask per minute, counted together.
   */
  siteReadsRateLimitPerMinute: number;
  /** The public NFT read (`GET /onchain/nft`, api/README.md "NFT metadata"). */
  nftMetadata: {
    rateLimitPerMinute: number;
    /** How long an answer is served from the cache (a failed metadata read: at most a minute). */
    ttlMs: number;
    /** `ipfs://{cid}/{path}` is read at `{ipfsGateway}{cid}/{path}`. */
    ipfsGateway: string;
    /** Whether metadata may be fetched from private, loopback or reserved addresses (development and tests). */
    allowPrivateAddresses: boolean;
  };
  /** Sign-in messages one client may ask for per minute. */
  signInRateLimitPerMinute: number;
  /** AI generations one user may ask for per minute. */
  aiRateLimitPerMinute: number;
  /** Image uploads one user may make per minute. */
  uploadsRateLimitPerMinute: number;
  /** Credit top-ups one user may open per minute. */
  topUpsRateLimitPerMinute: number;
  /** The proxies whose X-Forwarded-For entries are believed (see http/client-ip.ts). */
  trustedProxies: TrustedProxies;
  /** The largest request body outside the image upload: larger ones answer 413 unread. */
  maxBodyBytes: number;
  logLevel: LogLevel;
  /** Required as a bearer token to read /api/metrics; unset, only loopback clients may. */
  metricsToken: string | undefined;
  /** PostgreSQL pool and session limits (ignored on PGlite). */
  database: DatabaseLimits;
  /** The background workers this instance runs. */
  workers: ReadonlySet<WorkerName>;
}

/** A Uniswap V2 router and the swap-fee router that takes a site's fee in front of it. */
export interface SwapRouterDeployment {
  router: `0x${string}`;
  feeRouter: `0x${string}`;
}

/** Confirmations a payment on `chainId` waits for. */
export function requiredConfirmations(config: Pick<Config, 'payments'>, chainId: number): number {
  return config.payments.confirmations.get(chainId) ?? FALLBACK_PAYMENT_CONFIRMATIONS;
}

/** Reads and validates the configuration; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  const swapRouters: ReadonlyMap<number, SwapRouterDeployment> =
    value.SWAP_ROUTERS ??
    new Map(
      value.RPC_URLS.has(LOCAL_CHAIN_ID)
        ? [[LOCAL_CHAIN_ID, { router: LOCAL_DEX.router, feeRouter: LOCAL_DEX.feeRouter }]]
        : [],
    );
  const withoutRpc = [...swapRouters.keys()].filter((chainId) => !value.RPC_URLS.has(chainId));
  if (withoutRpc.length > 0) {
    throw new Error(
      `Invalid configuration:\n  SWAP_ROUTERS: chain(s) ${withoutRpc.join(', ')} have no RPC_URLS entry`,
    );
  }
  const fxFeeds: ReadonlyMap<FxCurrency, FxFeed> =
    value.FX_FEEDS ??
    new Map(
      value.RPC_URLS.has(LOCAL_CHAIN_ID)
        ? FX_CURRENCIES.map((currency) => [
            currency,
            { chainId: LOCAL_CHAIN_ID, address: LOCAL_FX_FEEDS[currency] },
          ])
        : [],
    );
  const feedsWithoutRpc = [...fxFeeds.values()].filter((feed) => !value.RPC_URLS.has(feed.chainId));
  if (feedsWithoutRpc.length > 0) {
    const chains = [...new Set(feedsWithoutRpc.map((feed) => feed.chainId))];
    throw new Error(
      `Invalid configuration:\n  FX_FEEDS: chain(s) ${chains.join(', ')} have no RPC_URLS entry`,
    );
  }
  return {
    payments: {
      confirmations: value.PAYMENT_CONFIRMATIONS,
      checkIntervalMs: Math.round(value.PAYMENT_CHECK_INTERVAL_SECONDS * 1000),
      windowMs: Math.round(value.PAYMENT_WINDOW_MINUTES * 60_000),
      logRangeBlocks: BigInt(value.PAYMENT_LOG_RANGE_BLOCKS),
      lateWatchMs: Math.round(value.PAYMENT_LATE_WATCH_HOURS * 3_600_000),
      ordersPerClientPerMinute: value.ORDERS_RATE_LIMIT_PER_MINUTE,
      ordersPerCheckoutPerMinute: value.ORDERS_PER_CHECKOUT_PER_MINUTE,
    },
    creditsReceiver: value.CREDITS_RECEIVER ? getAddress(value.CREDITS_RECEIVER) : undefined,
    websummitAirdropCredits: value.WEBSUMMIT_AIRDROP_CREDITS_USD,
    websummitAirdropList: value.WEBSUMMIT_AIRDROP_LIST,
    nftPictureRecheckMs: Math.round(value.NFT_PICTURE_RECHECK_SECONDS * 1000),
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM, dir: value.MAIL_DIR },
    publicAppUrl: (value.PUBLIC_APP_URL ?? value.APP_ORIGINS[0] ?? 'http://localhost:3000').replace(
      /\/$/,
      '',
    ),
    webhooks: {
      retryDelaysMs: value.WEBHOOK_RETRY_SCHEDULE,
      timeoutMs: Math.round(value.WEBHOOK_TIMEOUT_SECONDS * 1000),
      allowPrivateAddresses:
        value.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ??
        (value.NODE_ENV === 'development' || value.NODE_ENV === 'test'),
      attemptsRetentionMs: Math.round(value.WEBHOOK_ATTEMPTS_RETENTION_DAYS * 24 * 60 * 60_000),
    },
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    appOrigins: value.APP_ORIGINS,
    rpcUrls: value.RPC_URLS,
    explorer: { urls: value.EXPLORER_API_URLS, apiKey: value.EXPLORER_API_KEY },
    siweChainId: value.SIWE_CHAIN_ID,
    // A Secure cookie is never set over plain HTTP, so an http:// origin (http://localhost in
    // development) would lose its sign-in: Secure only when every origin is HTTPS.
    cookieSecure:
      value.COOKIE_SECURE ?? value.APP_ORIGINS.every((origin) => new URL(origin).protocol === 'https:'),
    uploadsDir: value.UPLOADS_DIR,
    ai:
      value.AI_BASE_URL && value.AI_API_KEY && value.AI_MODEL
        ? { baseUrl: value.AI_BASE_URL, apiKey: value.AI_API_KEY, model: value.AI_MODEL }
        : undefined,
    apiKeyFreeMonthlyRequests: value.API_KEY_FREE_MONTHLY_REQUESTS,
    widgetVersionsKept: value.WIDGET_VERSIONS_KEPT,
    walletConnectProjectId: value.WALLETCONNECT_PROJECT_ID,
    coinbaseWalletAppName: value.COINBASE_WALLET_APP_NAME,
    swapQuote: value.SWAP_QUOTE_API_URL
      ? { baseUrl: value.SWAP_QUOTE_API_URL, apiKey: value.SWAP_QUOTE_API_KEY }
      : undefined,
    swapRouters,
    fxFeeds,
    swapRateLimitPerMinute: value.SWAP_RATE_LIMIT_PER_MINUTE,
    publicReadsRateLimitPerMinute: value.PUBLIC_READS_RATE_LIMIT_PER_MINUTE,
    siteReadsRateLimitPerMinute: value.SITE_READS_RATE_LIMIT_PER_MINUTE,
    nftMetadata: {
      rateLimitPerMinute: value.NFT_METADATA_RATE_LIMIT_PER_MINUTE,
      ttlMs: value.NFT_METADATA_TTL_SECONDS * 1000,
      ipfsGateway: value.IPFS_GATEWAY_URL.endsWith('/')
        ? value.IPFS_GATEWAY_URL
        : `${value.IPFS_GATEWAY_URL}/`,
      allowPrivateAddresses:
        value.NFT_METADATA_ALLOW_PRIVATE_ADDRESSES ??
        (value.NODE_ENV === 'development' || value.NODE_ENV === 'test'),
    },
    signInRateLimitPerMinute: value.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    aiRateLimitPerMinute: value.AI_RATE_LIMIT_PER_MINUTE,
    uploadsRateLimitPerMinute: value.UPLOADS_RATE_LIMIT_PER_MINUTE,
    topUpsRateLimitPerMinute: value.TOP_UPS_RATE_LIMIT_PER_MINUTE,
    trustedProxies: value.TRUSTED_PROXIES,
    maxBodyBytes: value.MAX_BODY_BYTES,
    logLevel: value.LOG_LEVEL,
    metricsToken: value.METRICS_TOKEN,
    database: {
      poolMax: value.DATABASE_POOL_MAX,
      statementTimeoutMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: value.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: value.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
    },
    workers: value.WORKERS,
  };
}
