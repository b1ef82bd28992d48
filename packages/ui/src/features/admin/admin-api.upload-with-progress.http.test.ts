import {
  loginAsAdmin,
  pngImage,
  TEST_ADMIN_PASSWORD,
  testAppPerFile,
  validPartFields,
} from '@castall/server/testing';
import { JSDOM } from 'jsdom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminApi } from './admin-api';
import { ApiError, isUnauthorized } from '../../lib/api-client/api-error';
import { desktopConnection, webConnection } from '../../lib/api-client/testing/connections';

/** The desktop app's page origin in these tests; the server lets it call (DESKTOP_ORIGINS). */
const DESKTOP_ORIGIN = 'http://desktop.test';
const server = testAppPerFile({ config: { desktopOrigins: [DESKTOP_ORIGIN] } });
let token: string;

// Node has no XMLHttpRequest; jsdom's sends real requests, with CORS and its own cookie jar.
// The desktop app's page has its own origin (a cross-origin call, allowed by the server's
// DESKTOP_ORIGINS); the web admin's page is on the server's origin.
let desktop: JSDOM['window'];
let web: JSDOM['window'];
beforeAll(async () => {
  ({ token } = await loginAsAdmin(server.url));
  desktop = new JSDOM('', { url: `${DESKTOP_ORIGIN}/index.html` }).window;
  web = new JSDOM('', { url: `${server.url}/admin` }).window;
});
afterEach(() => vi.unstubAllGlobals());

/** The part form as the admin sends it from `browser`, with its own FormData and File. */
async function partForm(
  codigo: string,
  extra: Record<string, string> = {},
  browser = desktop,
): Promise<FormData> {
  vi.stubGlobal('XMLHttpRequest', browser.XMLHttpRequest);
  const form = new browser.FormData() as FormData;
  for (const [name, value] of Object.entries({ ...validPartFields(codigo), ...extra })) {
    form.set(name, value);
  }
  const image = await pngImage(640, 480);
  form.set('imagem', new browser.File([new Uint8Array(image)], 'peca.png', { type: 'image/png' }));
  return form;
}

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => new Error('the call succeeded'),
    (err: unknown) => err,
  );
}

describe('uploadWithProgress (the admin save) on the real server', () => {
  it('desktop: sends the form with the bearer token and reports progress up to the whole', async () => {
    const api = new AdminApi(desktopConnection(server.url, token));
    const fractions: number[] = [];
    const saved = await api.savePart(await partForm('UPL-0001'), (f) => fractions.push(f));
    expect(saved).toMatchObject({ codigo: 'UPL-0001', version: 1 });
    expect(saved.imagem).not.toBe('');
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f > 0 && f <= 1)).toBe(true);
    expect(fractions.at(-1)).toBe(1);
  });

  it('web: saves with the session cookie the login set in the browser', async () => {
    const login = new web.FormData();
    login.set('username', 'admin');
    login.set('password', TEST_ADMIN_PASSWORD);
    const status = await new Promise<number>((resolve) => {
      const xhr = new web.XMLHttpRequest();
      xhr.open('POST', `${server.url}/api/login.php`);
      xhr.onload = () => resolve(xhr.status);
      xhr.send(login);
    });
    expect(status).toBe(200);
    const api = new AdminApi(webConnection(server.url));
    const saved = await api.savePart(await partForm('UPL-0002', {}, web), () => undefined);
    expect(saved.codigo).toBe('UPL-0002');
  });

  it('an id in the form saves over the stored part (the edit endpoint)', async () => {
    const api = new AdminApi(desktopConnection(server.url, token));
    const added = await api.savePart(await partForm('UPL-0003'), () => undefined);
    const edit = await partForm('UPL-0003', {
      id: added.id,
      version: String(added.version),
      nome_pt: 'Nome novo',
    });
    const edited = await api.savePart(edit, () => undefined);
    expect(edited).toMatchObject({ id: added.id, nome_pt: 'Nome novo', version: 2 });
  });

  it('without a session the save is "unauthorized" (the admin then logs out)', async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    expect(isUnauthorized(await failureOf(api.savePart(await partForm('UPL-0004'), () => 0)))).toBe(
      true,
    );
  });

  it("a refused save carries the server's status and sentence", async () => {
    const api = new AdminApi(desktopConnection(server.url, token));
    await api.savePart(await partForm('UPL-0005'), () => undefined);
    const again = await failureOf(api.savePart(await partForm('UPL-0005'), () => undefined));
    expect(again).toEqual(
      new ApiError({
        kind: 'refused',
        status: 409,
        error: 'Já existe uma peça com o código "UPL-0005".',
      }),
    );
  });
});
