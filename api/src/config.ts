import { fileURLToPath } from 'node:url';
import { LOCAL_CHAIN_ID } from '@suite/shared';
import { z } from 'zod';

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

const OriginSchema = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) {
    context.addIssue({ code: 'custom', message: `${value} is not a bare origin (scheme://host[:port])` });
    return z.NEVER;
  }
  return url.origin;
});

const RpcUrlsSchema = z
  .string()
  .transform((value, context): unknown => {
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'Must be a JSON object of chain id → RPC URL' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().regex(/^\d+$/, 'Keys must be chain ids'), z.url({ protocol: /^(https?|wss?)$/ })))
  .transform((record) => new Map(Object.entries(record).map(([chainId, url]) => [Number(chainId), url])));

const BooleanSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
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
  SIWE_CHAIN_ID: optional(z.coerce.number().int().positive()).default(LOCAL_CHAIN_ID),
  COOKIE_SECURE: optional(BooleanSchema).default(false),
  UPLOADS_DIR: optional(z.string()).default(`${REPO_ROOT}.data/uploads`),
  // An OpenAI-compatible chat-completions service; AI generation is off unless all three are set.
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  AI_API_KEY: optional(z.string()),
  AI_MODEL: optional(z.string()),
  API_KEY_FREE_MONTHLY_REQUESTS: optional(z.coerce.number().int().min(0)).default(100_000),
});

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origins allowed to call the API with credentials; their hosts are the only sign-in domains. */
  appOrigins: string[];
  /** JSON-RPC endpoint per chain id, to verify contract-wallet signatures (and, later, payments). */
  rpcUrls: ReadonlyMap<number, string>;
  /** The chain id written in sign-in messages. */
  siweChainId: number;
  cookieSecure: boolean;
  /** Where uploaded images are stored (served at /api/uploads/<file>). */
  uploadsDir: string;
  /** The OpenAI-compatible service for AI text and code, when configured. */
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** Public widget reads per API key and UTC month on the free plan (seed 001 §9 lists 100000). */
  apiKeyFreeMonthlyRequests: number;
}

/** Reads and validates the configuration; throws one error naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const value = parsed.data;
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    appOrigins: value.APP_ORIGINS,
    rpcUrls: value.RPC_URLS,
    siweChainId: value.SIWE_CHAIN_ID,
    cookieSecure: value.COOKIE_SECURE,
    uploadsDir: value.UPLOADS_DIR,
    ai:
      value.AI_BASE_URL && value.AI_API_KEY && value.AI_MODEL
        ? { baseUrl: value.AI_BASE_URL, apiKey: value.AI_API_KEY, model: value.AI_MODEL }
        : undefined,
    apiKeyFreeMonthlyRequests: value.API_KEY_FREE_MONTHLY_REQUESTS,
  };
}
