import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The levels `LOG_LEVEL` may name, from the fewest lines to the most (`silent`: none). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The API's structured log: one JSON object per line on stdout (or `destination`, in tests), with
 * `time`, `level` and `msg`; errors under `err` with their stack. Never give it headers, cookies,
 * bodies or settings whole: each call names the fields it logs, so secrets cannot slip in.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'api' },
    // Levels as words ("warn"), which people and log shippers read alike.
    formatters: { level: (label: string) => ({ level: label }) },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}
