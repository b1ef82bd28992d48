import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRendererCsp } from '@castall/desktop/csp';

const RENDERER_DIR = fileURLToPath(new URL('../../electron/dist/renderer', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

export interface RendererServer {
  /** The server the CSP admits, as main would send it for the configured server. */
  cspServer: string;
  close(): Promise<void>;
}

async function listen(server: Server, port: number): Promise<void> {
  // A retried test's new worker may start while the old one still holds the port.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Serves electron/dist/renderer (from `npm run build`) like the app:// handler of the main
 * process does: screens without a file extension get index.html, and every answer carries the
 * renderer's CSP for the configured server.
 */
export async function startRendererServer(
  port: number,
  cspServer: string,
): Promise<RendererServer> {
  const state = { cspServer };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const wanted = path.extname(pathname) === '' ? '/index.html' : pathname;
    const file = path.join(RENDERER_DIR, path.normalize(decodeURIComponent(wanted)));
    if (!file.startsWith(`${RENDERER_DIR}${path.sep}`)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Content-Security-Policy': buildRendererCsp(state.cspServer),
          'Cache-Control': 'no-store',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await listen(server, port);
  return Object.assign(state, {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
