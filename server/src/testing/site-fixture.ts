// Test helpers: a throwaway SITE_DIR shaped like the output of `npm run build`, and the app
// listening on a free port so tests go through real HTTP.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions } from '../app';
import { openServices, type OpenServices } from '../services';
import { embeddedFilesDir } from '../store/open-store';
import { THUMBS_FOLDER } from '../uploads/image-store';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** 4 KiB of a byte pattern, so any slice of the video can be checked. */
export const VIDEO_BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));

/** The CSP hash of a script the site build inlined (inline-scripts.json). */
export const INLINE_SCRIPT_HASH = "'sha256-OCgBt8T7Wjq9p5fvANQmplzJrdm8xTBOuzLY3z/U+fY='";

export const SITE_FILES: Readonly<Record<string, string | Buffer>> = {
  'index.html': '<!doctype html><title>Início</title>',
  'about/index.html': '<!doctype html><title>Sobre</title>',
  'en/index.html': '<!doctype html><title>Home</title>',
  'en/about/index.html': '<!doctype html><title>About</title>',
  'es/index.html': '<!doctype html><title>Inicio</title>',
  '404.html': '<!doctype html><title>Página não encontrada</title>',
  'en/404.html': '<!doctype html><title>Page not found</title>',
  'es/404.html': '<!doctype html><title>Página no encontrada</title>',
  'assets/index-3f2a1b.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'assets/index-3f2a1b.css': 'body{margin:0}',
  'images/hero.webp': Buffer.from('RIFF----WEBPVP8 '),
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'images/photo.avif': Buffer.from('....ftypavif'),
  'images/popup/promocao.png': Buffer.from('\x89PNG\r\n'),
  'video/hero.webm': VIDEO_BYTES,
  'video/hero.mp4': VIDEO_BYTES,
  'catalogs/pt/catalogo.pdf': '%PDF-1.4\n',
  'favicon.ico': Buffer.from([0, 0, 1, 0]),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap-pages.xml': '<?xml version="1.0"?><urlset/>',
  'manifest.json': '{}',
  'inline-scripts.json': JSON.stringify({ scriptHashes: [INLINE_SCRIPT_HASH] }),
  '.env': 'SECRET=1',
  '.git/config': '[core]',
};

export interface SiteFixture {
  /** Parent folder; the site itself is `siteDir`, so `secret.txt` sits just outside it. */
  readonly dir: string;
  readonly siteDir: string;
  cleanup(): Promise<void>;
}

export async function createSiteFixture(
  files: Readonly<Record<string, string | Buffer>> = SITE_FILES,
): Promise<SiteFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'castall-site-'));
  const siteDir = path.join(dir, 'site');
  await mkdir(siteDir);
  await writeFile(path.join(dir, 'secret.txt'), 'outside the site root');
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(siteDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  return { dir, siteDir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** The administrator password of `testConfig` (tests only; never a product default). */
export const TEST_ADMIN_PASSWORD = 'test-only correct horse battery';

export function testConfig(siteDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(siteDir, '..', 'data'),
    siteDir,
    // Not made by the fixture: the shop and part pages are not served unless a test points it at
    // the build (`builtAstroDir()`).
    ssrDir: path.join(siteDir, '..', 'ssr'),
    siteUrl: 'https://www.castall.com.br',
    adminUsername: 'admin',
    adminPassword: TEST_ADMIN_PASSWORD,
    mongodbUri: undefined,
    seedSampleData: false,
    trustProxy: false,
    logLevel: 'silent',
    desktopOrigins: ['app://castall'],
    shutdownDrainMs: 0,
    ...overrides,
  };
}

/** Collects what the app logs, so tests can assert on it and keep the output clean. */
export function recordingLogger(): Logger & { infos: string[]; errors: unknown[][] } {
  const infos: string[] = [];
  const errors: unknown[][] = [];
  return {
    infos,
    errors,
    info: (message) => void infos.push(message),
    error: (...args) => void errors.push(args),
  };
}

export interface TestServices extends OpenServices {
  readonly images: OpenServices['images'] & {
    /**
     * The embedded store's image folder (`<dataDir>/upload`), with its thumbnail folder made
     * up front, for tests that look at the disk.
     */
    readonly dir: string;
  };
}

export interface TestServer {
  readonly url: string;
  readonly server: Server;
  readonly services: TestServices;
  close(): Promise<void>;
}

/**
 * The real app on a free port, with the real embedded store and its image folder in
 * `config.dataDir`; `close()` stops the server and closes the store.
 */
export async function startTestApp(config: Config, options: AppOptions = {}): Promise<TestServer> {
  const opened = await openServices(config, options.logger ?? recordingLogger());
  const dir = embeddedFilesDir(config.dataDir);
  if (opened.store.kind === 'embedded') {
    await mkdir(path.join(dir, THUMBS_FOLDER), { recursive: true });
  }
  const services: TestServices = { ...opened, images: { ...opened.images, dir } };
  const server = createApp(config, services, options).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    services,
    close: async () => {
      await new Promise<void>((resolve) => {
        // fetch keeps sockets alive in its pool; they would hold close() open.
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      });
      await services.close();
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
}

/**
 * A request with the path and headers sent exactly as given. fetch (WHATWG URL) would
 * normalise `/../` and `%2e%2e` before sending, hiding the requests a traversal test needs,
 * and it adds `Cache-Control: no-cache` to conditional requests, which rules out a 304.
 */
export function rawRequest(
  url: string,
  rawPath: string,
  { method = 'GET', headers = {} }: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export interface SharedTestApp {
  readonly url: string;
  readonly services: TestServices;
  readonly fixture: SiteFixture;
  /** Stops the app and starts it again on the same site and data folders. */
  restart(): Promise<void>;
}

/**
 * For a test file: starts the real app on a throwaway site and data folder before its tests
 * and stops it after them. Read `url`/`services` inside tests, once `beforeAll` has run.
 */
export interface TestAppSetup {
  config?: Partial<Config>;
  app?: AppOptions;
  /** The files of the throwaway site. Default: SITE_FILES. */
  siteFiles?: Readonly<Record<string, string | Buffer>>;
}

export function useTestApp(setup: TestAppSetup = {}): SharedTestApp {
  let fixture: SiteFixture | undefined;
  let app: TestServer | undefined;
  const started = (): TestServer => {
    if (app === undefined) throw new Error('useTestApp: read it inside a test, not at load');
    return app;
  };
  const config = () => testConfig(fixture?.siteDir ?? '', setup.config);

  beforeAll(async () => {
    fixture = await createSiteFixture(setup.siteFiles);
    app = await startTestApp(config(), setup.app);
  });
  afterAll(async () => {
    await app?.close();
    await fixture?.cleanup();
  });

  return {
    get url() {
      return started().url;
    },
    get services() {
      return started().services;
    },
    get fixture() {
      if (fixture === undefined) throw new Error('useTestApp: read it inside a test');
      return fixture;
    },
    async restart() {
      await started().close();
      app = await startTestApp(config(), setup.app);
    },
  };
}
