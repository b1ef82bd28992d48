import type { LogLevel } from './config';

/** The little the server logs: a start-up line and unexpected errors. */
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

const noop = (): void => undefined;

/** Console logger honouring `LOG_LEVEL`; `silent` keeps test and embedded (Electron) runs quiet. */
export function createLogger(level: LogLevel): Logger {
  if (level === 'silent') return { info: noop, error: noop };
  return {
    info: (message) => {
      console.log(message);
    },
    error: (message, error) => {
      console.error(message, error);
    },
  };
}
