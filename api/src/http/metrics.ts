import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db';
import { emailOutbox, orders, webhookDeliveries } from '../db/schema';
import type { Logger } from '../log';
import { LOOPBACK } from './client-ip';

export const METRICS_PATH = '/api/metrics';

interface RequestLabels {
  method: string;
  /** The matched operation's path template (`/products/{id}`), never the raw URL. */
  route: string;
  status: number;
}

export interface ApiMetrics {
  registry: Registry;
  observeRequest(labels: RequestLabels, seconds: number): void;
}

/**
 * The API's Prometheus metrics, in a registry of this app's own (tests run several apps in one
 * process): requests and their durations per route, the orders waiting for a payment, the webhook
 * and e-mail backlogs, the database pool, and Node's process metrics. Backlogs are counted when
 * scraped, so every instance reports the same shared numbers.
 */
export function createMetrics(database: Database, log: Logger): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route template and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Backlogs, counted in the shared database when scraped.
  const { db } = database;
  const backlogs = [
    {
      name: 'orders_pending',
      help: 'Orders waiting for their payment',
      count: () => db.select({ value: count() }).from(orders).where(eq(orders.status, 'Pending')),
    },
    {
      name: 'webhook_deliveries_pending',
      help: 'Webhook deliveries waiting for a (first or next) attempt',
      count: () =>
        db.select({ value: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending')),
    },
    {
      name: 'emails_pending',
      help: 'E-mails waiting to be sent',
      count: () => db.select({ value: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending')),
    },
  ];
  for (const backlog of backlogs) {
    new Gauge({
      name: backlog.name,
      help: backlog.help,
      registers: [registry],
      async collect() {
        try {
          const [row] = await backlog.count();
          this.set(row?.value ?? 0);
        } catch (error) {
          // A scrape while the database is down still answers the process metrics.
          log.warn({ err: error, metric: backlog.name }, 'A metric could not be read from the database');
        }
      },
    });
  }
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance, by state (total, idle, waiting requests)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = database.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });

  return {
    registry,
    observeRequest(labels, seconds) {
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Answers a scrape of /api/metrics. With `token` set, only a request bearing it; without, only a
 * client on this machine that came straight here (not through a proxy, which adds x-forwarded-for),
 * so the numbers are never public by accident.
 */
export async function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  metrics: ApiMetrics,
  token: string | undefined,
): Promise<void> {
  const authorization = request.headers.authorization ?? '';
  const allowed = token
    ? sameSecret(authorization, `Bearer ${token}`)
    : LOOPBACK.trusts(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;
  if (!allowed) {
    response.writeHead(token ? 401 : 403, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        defined: false,
        code: token ? 'UNAUTHORIZED' : 'FORBIDDEN',
        status: token ? 401 : 403,
        message: token
          ? 'Send the metrics token as a bearer token'
          : 'Metrics are served to this machine only unless METRICS_TOKEN is set',
      }),
    );
    return;
  }
  const body = await metrics.registry.metrics();
  response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
}
