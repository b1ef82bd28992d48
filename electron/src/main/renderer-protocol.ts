import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-origin';

/** The part of Electron's `protocol` module used here; a fake in tests. */
export interface ProtocolLike {
  registerSchemesAsPrivileged(
    schemes: { scheme: string; privileges: Record<string, boolean> }[],
  ): void;
  handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
}

/** Must run before the app is ready (Electron's rule for privileged schemes). */
export function registerAppScheme(protocol: ProtocolLike): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard: real origin and relative URLs; secure: a secure context like https.
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    },
  ]);
}

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export interface RendererFiles {
  /** Absolute folder of the built renderer (index.html, assets/). */
  rootDir: string;
  /** The CSP for this moment (it follows the configured server). */
  csp: () => string;
}

/**
 * Serves the bundled renderer at app://castall/. Paths stay inside `rootDir`; a path without a
 * file extension is a screen of the app (/admin, /admin/login) and gets index.html.
 */
export function rendererRequestHandler({ rootDir, csp }: RendererFiles) {
  const root = path.resolve(rootDir);
  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return new Response('Not found', { status: 404 });
    const relative = decodeURIComponent(url.pathname);
    const wanted = path.extname(relative) === '' ? '/index.html' : relative;
    const file = path.resolve(root, `.${path.posix.normalize(wanted)}`);
    if (file !== root && !file.startsWith(`${root}${path.sep}`)) {
      return new Response('Not found', { status: 404 });
    }
    try {
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return new Response(body, {
        headers: {
          'Content-Type': type,
          'Content-Security-Policy': csp(),
          'X-Content-Type-Options': 'nosniff',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
