import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

export type { Logger };

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
