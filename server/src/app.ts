import Koa, { type Middleware } from 'koa';
import { apiRouter } from './api/router';
import { createAuth } from './auth';
import type { Config } from './config';
import { compression } from './http/compression';
import { desktopCors } from './http/desktop-cors';
import { errorHandler } from './http/errors';
import { healthChecks } from './http/health';
import { requestId } from './http/request-id';
import { robotsTag } from './http/robots-tag';
import { securityHeaders } from './http/security-headers';
import { singleHost } from './http/single-host';
import { createLogger, type Logger } from './logger';
import { registerNewsletterRoute } from './newsletter/routes';
import { registerCsvRoutes } from './parts/csv/routes';
import { partsPages } from './parts/parts-pages';
import { registerPartRoutes } from './parts/routes';
import { registerTrashRoutes } from './parts/trash-routes';
import { catalogViewer } from './site/catalog-viewer';
import { readInlineScriptHashes } from './site/inline-script-hashes';
import { languageRedirect } from './site/language-redirect';
import { notFoundPage } from './site/not-found-page';
import { popupProbe } from './site/popup-probe';
import { partDirectories } from './site/part/part-directory';
import { partPage } from './site/part/part-page';
import { lazyAstro } from './site/astro/astro-handler';
import { shopPage } from './site/shop/shop-page';
import { sitemaps } from './site/sitemaps/sitemaps';
import { staticSite } from './site/static-site';
import type { Store } from './store/types';
import { serveUploads } from './uploads/serve-uploads';
import { trashedImages } from './uploads/trashed-images';
import { peekAdmin } from './auth/peek-admin';
import type { ImageStore } from './uploads/types';

/** What the app reads and writes; opened by `openServices` (or by a test) before the app. */
export interface AppServices {
  store: Store;
  images: ImageStore;
}

export interface AppOptions {
  /** Receives unexpected errors. Default: the console, silenced by `LOG_LEVEL=silent`. */
  logger?: Logger;
  /**
   * Middleware mounted just before the API and the site. For tests only (for instance a
   * route that throws, to exercise the 500 path); the entry point never passes any.
   * Default: none.
   */
  extraMiddleware?: readonly Middleware[];
  /** Clock for session expiry and login lockout. Default: `Date.now`. */
  now?: () => number;
  /** True once a shutdown began (SIGTERM): `/readyz` answers 503. Default: never. */
  draining?: () => boolean;
}

// A client that leaves mid-download (a video seek, a closed tab) is not a server error, nor
// one too slow to send its request, which Node has already answered 408 (issue 38: a
// slowloris of 2,000 clients left 2,000 stacks). The error handler logged its one info line.
const CLIENT_GONE = new Set([
  'ECONNRESET',
  'EPIPE',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_HTTP_REQUEST_TIMEOUT',
]);

/**
 * Also the client's doing: Node's HTTP parser (llhttp, codes `HPE_*`) failing on the bytes a
 * client sent, such as a connection closed halfway through its request body. The error handler
 * has already logged that request's one line (issue 11: no stack for a client's mistake).
 */
function isClientSide(err: NodeJS.ErrnoException): boolean {
  const code = err.code ?? '';
  return CLIENT_GONE.has(code) || code.startsWith('HPE_');
}

/** Builds the Koa application without listening, so tests and the entry share one wiring. */
export function createApp(config: Config, services: AppServices, options: AppOptions = {}): Koa {
  const logger = options.logger ?? createLogger(config.logLevel);
  const { store, images } = services;
  const app = new Koa();
  // Behind a TLS proxy, X-Forwarded-For/-Proto give the client address (login limits) and
  // https (Secure cookies); trusting them without a proxy would let clients spoof both.
  app.proxy = config.trustProxy;
  // Only the address our own proxy appended counts; earlier X-Forwarded-For entries come from
  // the client and could be faked to dodge the per-address login limit.
  app.maxIpsCount = 1;
  const auth = createAuth(app, { config, store, logger, now: options.now });
  const pages = partsPages(store.parts);

  // Only errors after the response has started reach here (the error handler catches the
  // rest); listening replaces Koa's own console logging. Koa reports a failed stream body
  // twice (from the pipe and from the finished response), hence the set.
  const reported = new WeakSet();
  app.on('error', (err: NodeJS.ErrnoException & { expose?: boolean }) => {
    if (err.expose === true || isClientSide(err) || reported.has(err)) return;
    reported.add(err);

    logger.error('Response failed after it had started', err);
  });

  // Order matters: every log line names its request; the error handler wraps everything;
  // headers are set before any body.
  app.use(requestId());
  app.use(errorHandler({ logger, renderNotFound: notFoundPage(config.siteDir) }));
  app.use(securityHeaders({ inlineScriptHashes: readInlineScriptHashes(config.siteDir) }));
  app.use(singleHost());
  app.use(robotsTag());
  app.use(healthChecks({ store, logger, draining: options.draining }));
  app.use(compression());
  app.use(desktopCors({ origins: config.desktopOrigins }));
  app.use(auth.session);
  app.use(auth.csrf);
  for (const middleware of options.extraMiddleware ?? []) app.use(middleware);
  app.use(
    apiRouter((router) => {
      auth.registerRoutes(router);
      registerPartRoutes(router, {
        parts: store.parts,
        pages,
        images,
        requireAdmin: auth.requireAdmin,
        logger,
      });
      registerTrashRoutes(router, {
        parts: store.parts,
        images,
        requireAdmin: auth.requireAdmin,
        logger,
        now: options.now ?? Date.now,
      });
      registerCsvRoutes(router, { parts: store.parts, requireAdmin: auth.requireAdmin });
      registerNewsletterRoute(router, store.newsletter);
    }),
  );
  app.use(
    serveUploads(store.files, {
      trashedImages: trashedImages(store.parts),
      isAdmin: peekAdmin(store.sessions, options.now ?? Date.now),
    }),
  );
  app.use(languageRedirect());
  app.use(catalogViewer({ root: config.siteDir }));
  app.use(popupProbe({ root: config.siteDir }));
  const astro = lazyAstro(config.ssrDir, logger);
  const directoryAt = partDirectories(store.parts);
  app.use(sitemaps({ parts: store.parts, siteUrl: config.siteUrl, directoryAt }));
  app.use(shopPage({ astro, parts: store.parts, pages, logger }));
  app.use(partPage({ astro, parts: store.parts, siteUrl: config.siteUrl, directoryAt }));
  app.use(staticSite({ root: config.siteDir }));

  return app;
}
