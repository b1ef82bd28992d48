import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { AUTH_MESSAGES } from './messages';
import { pngImage, validPartFields } from './parts/testing';
import { openServices, type OpenServices } from './services';
import { bearer, json, loginAsAdmin, postMultipart } from './testing/api-client';
import {
  createSiteFixture,
  recordingLogger,
  testConfig,
  type SiteFixture,
} from './testing/site-fixture';

// Two app instances over one store object, as two processes behind a proxy share one MongoDB
// (issue 14): whatever one instance writes, the other must see. Over the embedded store here;
// the MongoDB workflow runs the same file with MONGODB_URI set.
/** MONGODB_URI with a database of this run's own, when set (the MongoDB workflow). */
function mongodbUriOfThisRun(): string | undefined {
  const uri = process.env.MONGODB_URI;
  if (uri === undefined || uri === '') return undefined;
  const [base = '', query] = uri.split('?');
  const hosts = /^mongodb(?:\+srv)?:\/\/[^/]+/.exec(base)?.[0] ?? base;
  return `${hosts}/castall-multi-${Date.now()}${query === undefined ? '' : `?${query}`}`;
}

const config = () => testConfig(fixture.siteDir, { mongodbUri: mongodbUriOfThisRun() });

let fixture: SiteFixture;
let services: OpenServices;
const servers: Server[] = [];
let a: string;
let b: string;

async function listen(services: OpenServices): Promise<string> {
  const server = createApp(config(), services, {
    logger: recordingLogger(),
  }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  fixture = await createSiteFixture();
  services = await openServices(config(), recordingLogger());
  a = await listen(services);
  b = await listen(services);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await services.close();
  await fixture.cleanup();
});

const sessionAlive = async (url: string, token: string) =>
  (await json(await fetch(`${url}/api/verify-session.php`, { headers: bearer({ token }) })))
    .success;

async function login(url: string, username: string, password: string) {
  const form = new FormData();
  form.set('username', username);
  form.set('password', password);
  const response = await fetch(`${url}/api/login.php`, { method: 'POST', body: form });
  return { status: response.status, body: await json(response) };
}

describe('two instances over one store', () => {
  it('share login locks: three failures on A, the next attempt on B is refused', async () => {
    for (const attempt of [1, 2]) {
      const failed = await login(a, 'intruso', `palpite ${attempt}`);
      expect(failed.body).toEqual({ success: false, error: AUTH_MESSAGES.invalidCredentials });
    }
    expect((await login(a, 'intruso', 'palpite 3')).status).toBe(429);
    const onB = await login(b, 'INTRUSO', 'palpite 4');
    expect(onB.status).toBe(429);
    expect(onB.body.error).toBe(AUTH_MESSAGES.lockedUsername);
  });

  it('share sessions: opened on A, valid on B; logged out on A, ended on B', async () => {
    const { token } = await loginAsAdmin(a);
    expect(await sessionAlive(b, token)).toBe(true);
    const logout = await fetch(`${a}/api/logout.php`, {
      method: 'POST',
      headers: bearer({ token }),
    });
    expect(logout.status).toBe(200);
    expect(await sessionAlive(b, token)).toBe(false);
  });

  it('serve through B an image uploaded through A', async () => {
    const auth = await loginAsAdmin(a);
    const image = await pngImage();
    const saved = await json(
      await postMultipart(
        a,
        '/api/produtos-adicionar.php',
        {
          ...validPartFields('MULTI-IMG-1'),
          imagem: { content: image, filename: 'peca.png', type: 'image/png' },
        },
        auth,
      ),
    );
    const imagem = (saved.produto as { imagem: string }).imagem;
    expect(imagem).not.toBe('');
    // Served from the store's files (GridFS on MongoDB), not from a folder of A's.
    expect(await services.store.files.open(imagem)).toBeDefined();
    const served = await fetch(`${b}/upload/${imagem}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${b}/upload/thumbs/${imagem}`)).status).toBe(200);
    // Both name it alike, so a cache in front of them keeps one copy and revalidates on either.
    const etag = served.headers.get('etag') ?? '';
    expect((await fetch(`${a}/upload/${imagem}`)).headers.get('etag')).toBe(etag);
  });

  it('refresh B’s cached pages after an edit through A', async () => {
    const auth = await loginAsAdmin(a);
    const created = await json(
      await postMultipart(a, '/api/produtos-adicionar.php', validPartFields('MULTI-EDIT-1'), auth),
    );
    const { id, version } = created.produto as { id: string; version: number };
    const namesOnB = async () => {
      const page = await json(
        await fetch(`${b}/api/produtos-buscar.php?scope=shop&q=MULTI-EDIT-1`),
      );
      return (page.items as { nome_pt: string }[]).map((item) => item.nome_pt);
    };
    const listedOnB = async () =>
      (
        (await json(await fetch(`${b}/api/produtos-listar.php`))) as unknown as {
          id: string;
          nome_pt: string;
        }[]
      )
        .filter((part) => part.id === id)
        .map((part) => part.nome_pt);
    expect(await namesOnB()).toEqual(['Válvula proporcional']);
    expect(await listedOnB()).toEqual(['Válvula proporcional']);

    const edit = await postMultipart(
      a,
      '/api/produtos-editar.php',
      {
        ...validPartFields('MULTI-EDIT-1'),
        id,
        version: String(version),
        nome_pt: 'Válvula revisada',
      },
      auth,
    );
    expect(edit.status).toBe(200);
    expect(await namesOnB()).toEqual(['Válvula revisada']);
    expect(await listedOnB()).toEqual(['Válvula revisada']);
  });
});
