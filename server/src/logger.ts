import type { LogLevel } from './config';

/** The little the server logs: start-up lines, one line per refused request, unexpected errors. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** Where log lines go; tests pass a `Console` over a buffer to see the exact bytes. */
export type LogOutput = Pick<Console, 'log' | 'error'>;

const noop = (): void => undefined;

/**
 * Console logger honouring `LOG_LEVEL`; `silent` keeps test and embedded (Electron) runs quiet.
 * `output` defaults to the process console.
 */
export function createLogger(level: LogLevel, output: LogOutput = console): Logger {
  if (level === 'silent') return { info: noop, error: noop };
  return {
    info: (message) => {
      output.log(message);
    },
    error: (message, error) => {
      output.error(message, error);
    },
  };
}
