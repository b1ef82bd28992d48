import { pino, type DestinationStream } from 'pino';
import type { LogLevel } from './config';
import { currentRequestId } from './http/request-id';

/** The little the server logs: start-up lines, one line per refused request, unexpected errors. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/**
 * Fields that must never reach a log, wherever they sit in a logged object: passwords, session
 * tokens, cookies and the headers that carry them.
 */
export const REDACTED_PATHS = [
  '*.password',
  '*.senha',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/**
 * One JSON object per line on stdout (pino), with the time, the level, the message and the id
 * of the request being handled (`requestId`); an error comes with its type, message and stack.
 * `silent` keeps test and embedded (Electron) runs quiet. `destination` defaults to stdout.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId === undefined ? {} : { requestId };
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  const log = destination === undefined ? pino(options) : pino(options, destination);
  return {
    info: (message) => log.info(message),
    error: (message, error) => {
      if (error === undefined) log.error(message);
      else log.error({ err: error }, message);
    },
  };
}
