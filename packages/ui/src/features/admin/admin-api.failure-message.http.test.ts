import { loginAsAdmin, testAppPerFile } from '@castall/server/testing';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AdminApi } from './admin-api';
import { failureMessage } from '../../lib/api-client/failure-message';
import { desktopConnection } from '../../lib/api-client/testing/connections';

const server = testAppPerFile();

/** Spec §8, admin delete. */
const DELETE_TEXTS = {
  refused: 'Erro ao deletar produto',
  network: 'Erro de conexão ao deletar produto',
} as const;

async function messageOf(call: Promise<unknown>): Promise<string> {
  return call.then(
    () => 'the call succeeded',
    (err: unknown) => failureMessage(err, DELETE_TEXTS),
  );
}

/** A real HTTP server answering every request with `status` and an HTML page (a proxy's). */
async function htmlServer(status: number): Promise<{ url: string; close: () => void }> {
  const proxy = http.createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'text/html' }).end('<h1>Bad Gateway</h1>');
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => proxy.close() };
}

describe('error sentences (spec §8)', () => {
  it("shows the server's own sentence when it refuses", async () => {
    const { token } = await loginAsAdmin(server.url);
    const api = new AdminApi(desktopConnection(server.url, token));
    expect(await messageOf(api.deletePart('no-such-part'))).toBe(
      'Peça não encontrada. Ela pode ter sido excluída.',
    );
  });

  it("falls back to the screen's sentence when the refusal has none (a proxy's page)", async () => {
    const proxy = await htmlServer(502);
    try {
      const api = new AdminApi(desktopConnection(proxy.url, 'token'));
      expect(await messageOf(api.deletePart('x'))).toBe('Erro ao deletar produto');
    } finally {
      proxy.close();
    }
  });

  it('says there is no connection when nothing answers', async () => {
    const gone = await htmlServer(200);
    gone.close();
    const api = new AdminApi(desktopConnection(gone.url, 'token'));
    expect(await messageOf(api.deletePart('x'))).toBe('Erro de conexão ao deletar produto');
  });
});
