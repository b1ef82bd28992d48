import { createApp } from './app';
import { loadConfigOrExit } from './config-or-exit';
import { listen, shutdownOnSignals } from './http/listen';
import { createLogger } from './logger';
import { openServices, type OpenServices } from './services';
import { restrictUmask } from './store/private-files';

// Owner-only files from here on: the store and the archives hold secrets (issue 38).
restrictUmask();
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

let services: OpenServices;
try {
  services = await openServices(config, logger);
} catch (err) {
  // Most often a MONGODB_URI that cannot be reached, or a DATA_DIR locked by another server.
  console.error('Could not open the data store:', err instanceof Error ? err.message : err);
  process.exit(1);
}
// Set on SIGTERM: /readyz answers 503 for SHUTDOWN_DRAIN_MS while requests are still served.
let draining = false;
const app = createApp(config, services, { logger, draining: () => draining });

try {
  const running = await listen(app.callback(), { host: config.host, port: config.port });
  shutdownOnSignals(running, {
    logger,
    afterShutdown: services.close,
    beforeShutdown: async () => {
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    },
  });
  logger.info(`Server listening on ${running.url}`);
} catch (err) {
  // EADDRINUSE, EACCES on a low port, an unknown HOST: all operator errors, stated plainly.
  const reason = err instanceof Error ? err.message : String(err);
  console.error(`Could not listen on ${config.host}:${config.port}: ${reason}`);
  await services.close();
  process.exit(1);
}
