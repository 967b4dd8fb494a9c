import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { OpenAPIHandler } from '@orpc/openapi/node';
import { StandardOpenAPIMatcher } from '@orpc/openapi/standard';
import { onError, type AnyProcedure } from '@orpc/server';
import { ResponseHeadersPlugin } from '@orpc/server/plugins';
import { SESSION_COOKIE_NAME, STABLECOIN_LOGOS_PATH } from '@suite/shared';
import { SignatureVerifier } from './auth/siwe';
import type { Config } from './config';
import { openDatabase, type Database } from './db';
import { markSessionAnswer, readCookie } from './http/cookies';
import { clientIpOf } from './http/client-ip';
import { applyCors } from './http/cors';
import { serveDocs } from './http/docs';
import { serveTokenLogo } from './http/token-logos';
import { refuseOversizedUpload, serveUpload, UPLOADS_PATH } from './http/uploads';
import { reasonData } from './errors';
import { convertProcedureError, convertRequestError, refuseUnstorableInput } from './http/error-interceptors';
import { createMetrics, METRICS_PATH, serveMetrics } from './http/metrics';
import { createRateLimits } from './http/rate-limit';
import { refuseForgery, refuseOversizedBody, sendRefusal } from './http/request-guard';
import { createLogger, type Logger } from './log';
import { generateOpenApiDocument } from './openapi';
import type { RequestContext } from './orpc';
import { createBackgroundJobs, type BackgroundJobs } from './payments/background';
import { createRouter } from './router';
import type { Services } from './services';

const PREFIX = '/api';
const MAX_HEADER_BYTES = 16 * 1024;

function packageVersion(): string {
  const text = readFileSync(new URL('../package.json', import.meta.url), 'utf8');
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    typeof parsed.version === 'string'
    ? parsed.version
    : '0.0.0';
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  // A proxy chain may send "a, b": the first entry is what the client addressed.
  const entry = first?.split(',')[0]?.trim();
  return entry === '' ? undefined : entry;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** A proxy's or client's own request id is kept when it looks like one; otherwise a new UUID. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The first interceptor of every procedure call: notes the operation's path template (`/products/{id}`)
 * for the request's log line and metrics.
 */
function noteRoute<T>({
  context,
  procedure,
  next,
}: {
  context: RequestContext;
  procedure: AnyProcedure;
  next: () => Promise<T>;
}): Promise<T> {
  context.trace.route = procedure['~orpc'].route.path;
  return next();
}

/** Routes polled by machines, logged at debug so they do not drown the requests of people. */
const QUIET_ROUTES = new Set(['/health/live', METRICS_PATH.slice(PREFIX.length)]);

interface App {
  /** The node:http request listener: CORS, docs, OpenAPI document, then the oRPC procedures. */
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
  database: Database;
  config: Config;
  /** The payment and webhook workers (tests wait on them). */
  background: BackgroundJobs;
  log: Logger;
  /** Stops the workers, then closes the database if the app opened it (a database passed in stays the caller's). */
  close(): Promise<void>;
}

/**
 * Builds the API on an open database (given, e.g. a test's snapshot, or opened from `config`).
 * Everything that matters lives in the database, so any number of apps can serve one PostgreSQL.
 */
async function createApp({
  config,
  database,
  log = createLogger(config.logLevel),
}: {
  config: Config;
  database?: Database;
  /** Where log lines go (tests read them); stdout at `LOG_LEVEL` by default. */
  log?: Logger;
}): Promise<App> {
  const db = database ?? (await openDatabase(config, log));
  const version = packageVersion();
  const services: Services = {
    config,
    db: db.db,
    databaseKind: db.kind,
    verifier: new SignatureVerifier(config.rpcUrls, log),
    version,
    log,
    rateLimits: createRateLimits(db, log),
  };
  // Pending payments are checked from the start, so a restart resumes them (see payments/); an
  // instance runs the workers WORKERS names.
  const background = createBackgroundJobs(services);
  services.background = background;
  background.start(config.workers);
  const router = createRouter(services);
  const handler = new OpenAPIHandler(router, {
    plugins: [new ResponseHeadersPlugin()],
    clientInterceptors: [noteRoute, onError(convertProcedureError), refuseUnstorableInput],
    interceptors: [onError(convertRequestError(log))],
  });
  // The handler's own matching, again, only for a request that never reached its procedure (a body
  // that could not be decoded, an unknown path): the others named their route on the way in.
  const matcher = new StandardOpenAPIMatcher();
  matcher.init(router);
  const metrics = createMetrics(db, log);
  const allowedOrigins = new Set(config.appOrigins);
  let openApiDocument: Promise<unknown> | undefined;

  async function routeOf(method: string, path: string): Promise<string> {
    if (path.startsWith(UPLOADS_PATH)) return `${UPLOADS_PATH}{file}`;
    if (path === `${PREFIX}/docs` || path.startsWith(`${PREFIX}/docs/`)) return `${PREFIX}/docs`;
    if (path.startsWith(`${STABLECOIN_LOGOS_PATH}/`)) return `${STABLECOIN_LOGOS_PATH}/{file}`;
    if (path === `${PREFIX}/openapi.json` || path === METRICS_PATH) return path;
    if (!path.startsWith(`${PREFIX}/`)) return 'unmatched';
    const match = await matcher.match(method, `/${path.slice(PREFIX.length + 1).replace(/\/$/, '')}`);
    const template = match?.procedure['~orpc'].route.path;
    return template ? `${PREFIX}${template}` : 'unmatched';
  }

  /** One log line and one metric sample per answered request (or per request the client gave up on). */
  function observe(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    context: Pick<RequestContext, 'requestId' | 'trace'>,
  ): void {
    const started = process.hrtime.bigint();
    const method = request.method ?? 'GET';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = response.writableFinished ? response.statusCode : 499;
      const { route } = context.trace;
      const named = route ? Promise.resolve(`${PREFIX}${route}`) : routeOf(method, path);
      void named
        .catch(() => 'unmatched')
        .then((template) => {
          metrics.observeRequest({ method, route: template, status }, seconds);
          const quiet = QUIET_ROUTES.has(template.slice(PREFIX.length)) && status < 400;
          log[quiet ? 'debug' : status >= 500 ? 'error' : 'info'](
            {
              requestId: context.requestId,
              method,
              route: template,
              status,
              durationMs: Math.round(seconds * 10_000) / 10,
              userId: context.trace.userId,
            },
            'request',
          );
        });
    };
    response.once('finish', finish);
    response.once('close', finish);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const requestId = requestIdOf(request);
    const trace: RequestContext['trace'] = {};
    response.setHeader('x-request-id', requestId);
    // Every answer is read as the type it is sent as (JSON, an image, the docs' HTML), never sniffed.
    response.setHeader('x-content-type-options', 'nosniff');
    try {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      observe(request, response, path, { requestId, trace });
      if (applyCors(request, response, allowedOrigins)) return;

      if (request.method === 'GET' || request.method === 'HEAD') {
        if (path === METRICS_PATH) {
          await serveMetrics(request, response, metrics, config.metricsToken);
          return;
        }
        if (path === `${PREFIX}/openapi.json`) {
          openApiDocument ??= generateOpenApiDocument(version);
          sendJson(response, 200, await openApiDocument);
          return;
        }
        if (path === `${PREFIX}/docs` || path.startsWith(`${PREFIX}/docs/`)) {
          if (serveDocs(path.slice(`${PREFIX}/docs`.length), response)) return;
        }
        if (
          path.startsWith(`${STABLECOIN_LOGOS_PATH}/`) &&
          (await serveTokenLogo(path.slice(STABLECOIN_LOGOS_PATH.length), request.method, response))
        ) {
          return;
        }
        if (path.startsWith(UPLOADS_PATH)) {
          await serveUpload(
            path.slice(UPLOADS_PATH.length),
            request.method,
            response,
            db.db,
            config.uploadsDir,
          );
          return;
        }
      }
      const upload = request.method === 'POST' && path === `${PREFIX}/images`;
      const refusal =
        refuseForgery(request, allowedOrigins, { multipart: upload }) ??
        (upload ? undefined : refuseOversizedBody(request, config.maxBodyBytes));
      if (refusal) {
        sendRefusal(response, refusal);
        return;
      }
      if (upload && refuseOversizedUpload(request, response)) return;

      // The one place a request's session is read: every call it carries one to answers for that user.
      const sessionToken = readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
      if (sessionToken !== undefined) markSessionAnswer(response);
      const context: RequestContext = {
        host: firstHeader(request.headers['x-forwarded-host']) ?? firstHeader(request.headers.host),
        origin: firstHeader(request.headers.origin),
        clientIp: clientIpOf(request, config.trustedProxies),
        sessionToken,
        requestId,
        trace,
        resHeaders: new Headers(),
      };
      const { matched } = await handler.handle(request, response, { prefix: PREFIX, context });
      if (!matched) {
        sendJson(response, 404, {
          defined: false,
          code: 'NOT_FOUND',
          status: 404,
          message: 'Not found',
          data: reasonData('routeNotFound'),
        });
      }
    } catch (error) {
      log.error({ err: error, requestId }, 'Unhandled error in the HTTP layer');
      if (!response.headersSent) {
        sendJson(response, 500, {
          defined: false,
          code: 'INTERNAL_SERVER_ERROR',
          status: 500,
          message: 'Internal server error',
          data: { requestId, ...reasonData('internal') },
        });
      } else {
        response.destroy();
      }
    }
  }

  return {
    handle,
    database: db,
    config,
    background,
    log,
    close: async () => {
      await background.stop();
      if (!database) await db.close();
    },
  };
}

export interface RunningServer {
  app: App;
  server: Server;
  /** `http://host:port` as actually bound (port 0 picks a free one). */
  url: string;
  /** Stops accepting connections, ends idle ones, then closes the database the app opened. */
  close(): Promise<void>;
}

export async function startServer(options: {
  config: Config;
  database?: Database;
  log?: Logger;
}): Promise<RunningServer> {
  const { config } = options;
  const app = await createApp(options);
  // Headers (the URL included) beyond 16 KB answer 431 before any handler runs.
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES },
    (request, response) => void app.handle(request, response),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The server is not bound to a TCP port');
  const { port } = address;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    app,
    server,
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      });
      await app.close();
    },
  };
}
