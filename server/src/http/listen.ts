import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';

export interface ListenOptions {
  host: string;
  /** 0 picks a free port; `RunningServer.url` then tells which. */
  port: number;
  /**
   * How long in-flight requests may run once shutdown starts before their sockets are cut.
   * Default: 10 000 ms.
   */
  shutdownTimeoutMs?: number;
  /**
   * Longest time a client may take to send a whole request, body included (Node's
   * `requestTimeout`); past it the server answers 408 and closes the socket. Node's own default
   * of 5 minutes let a body trickled a byte at a time hold a socket that long (issue 11).
   * Default: 60 000 ms, room for a 5 MB image on a slow uplink.
   */
  requestTimeoutMs?: number;
  /** Longest time a client may take to send the request headers. Default: 15 000 ms. */
  headersTimeoutMs?: number;
  /**
   * How long an idle keep-alive socket is kept for the client's next request. Behind a reverse
   * proxy it should exceed the proxy's own idle timeout. Default: 5 000 ms (Node's).
   */
  keepAliveTimeoutMs?: number;
}

/** The defaults of the three client timeouts, listed in the README. */
export const CLIENT_TIMEOUTS = {
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 5_000,
} as const;

// Node looks for requests past their timeout on an interval (30 s by default), so a timeout
// shorter than that would only be enforced on the next sweep.
const MAX_CHECK_INTERVAL_MS = 30_000;

export interface RunningServer {
  readonly server: Server;
  /** Base URL with the bound port, e.g. `http://127.0.0.1:3000`. */
  readonly url: string;
  /**
   * Stops accepting connections, lets in-flight requests finish, closes idle keep-alive
   * sockets, and cuts whatever is left after the timeout. Safe to call more than once.
   */
  shutdown(): Promise<void>;
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** A Node request listener; Koa's `app.callback()` returns a promise it never rejects. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** Starts an HTTP server for `handler` (e.g. `app.callback()`) and resolves once it listens. */
export async function listen(
  handler: RequestHandler,
  options: ListenOptions,
): Promise<RunningServer> {
  const {
    host,
    port,
    shutdownTimeoutMs = 10_000,
    requestTimeoutMs = CLIENT_TIMEOUTS.requestTimeoutMs,
    headersTimeoutMs = Math.min(CLIENT_TIMEOUTS.headersTimeoutMs, requestTimeoutMs),
    keepAliveTimeoutMs = CLIENT_TIMEOUTS.keepAliveTimeoutMs,
  } = options;
  const server = http.createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(
      MAX_CHECK_INTERVAL_MS,
      Math.ceil(Math.min(requestTimeoutMs, headersTimeoutMs) / 4),
    ),
  });
  const inFlight = new Set<ServerResponse>();
  let closing: Promise<void> | undefined;

  // Registered before the handler so a response is tracked before anything is written.
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    // A request that arrives on a kept-alive socket during shutdown is answered, then the
    // socket closes (Node sends `Connection: close`).
    if (closing) res.shouldKeepAlive = false;
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void handler(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  // server.close() only waits for sockets: a keep-alive socket whose response finishes
  // during shutdown would otherwise stay open until the client or keepAliveTimeout drops it.
  function closeAfterResponse(res: ServerResponse): void {
    if (!res.headersSent) {
      res.shouldKeepAlive = false;
      return;
    }
    const socket = res.socket;
    res.once('finish', () => socket?.end());
  }

  function shutdown(): Promise<void> {
    closing ??= new Promise<void>((resolve, reject) => {
      const forceClose = setTimeout(() => {
        server.closeAllConnections();
      }, shutdownTimeoutMs);
      forceClose.unref();
      server.close((err) => {
        clearTimeout(forceClose);
        if (err) reject(err);
        else resolve();
      });
      server.closeIdleConnections();
      for (const res of inFlight) closeAfterResponse(res);
    });
    return closing;
  }

  return { server, url: urlOf(server.address() as AddressInfo), shutdown };
}

/** The parts of `process` used for signals, so tests can pass a stand-in. */
export interface SignalSource {
  once(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
}

export interface ShutdownOnSignalsOptions {
  logger: Logger;
  /** Default: SIGTERM (process managers, containers) and SIGINT (Ctrl-C). */
  signals?: readonly NodeJS.Signals[];
  /** Default: `process`. */
  source?: SignalSource;
  /** Runs once the server has stopped, before exiting (closing the store). Default: none. */
  afterShutdown?: () => Promise<void>;
  /** Runs first, while the server still serves (the readiness drain). Default: none. */
  beforeShutdown?: () => Promise<void>;
}

/**
 * Shuts the server down gracefully on the first signal and exits 0 (1 if closing fails).
 * Listeners are `once`: a repeated Ctrl-C falls back to Node's default and kills at once.
 */
export function shutdownOnSignals(running: RunningServer, options: ShutdownOnSignalsOptions): void {
  const {
    logger,
    signals = ['SIGTERM', 'SIGINT'],
    source = process,
    afterShutdown,
    beforeShutdown = () => Promise.resolve(),
  } = options;
  const onSignal = (signal: NodeJS.Signals): void => {
    logger.info(`${signal} received, shutting down`);
    beforeShutdown()
      .then(() => running.shutdown())
      .then(afterShutdown)
      .then(
        () => {
          source.exit(0);
        },
        (err: unknown) => {
          logger.error('Shutdown failed', err);
          source.exit(1);
        },
      );
  };
  for (const signal of signals) source.once(signal, onSignal);
}
