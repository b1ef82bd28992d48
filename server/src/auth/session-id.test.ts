// Session ids and where a request names one (session-id.ts): the bearer header read strictly,
// before the cookie, and anything not shaped like our ids ignored (issue 11).
import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  isSessionId,
  newSessionId,
  requestedSessionId,
  SESSION_COOKIE,
} from './session-id';
import { send, startGuardApp } from './testing/guard-app';

const ID = 'aZ09_-'.repeat(7) + 'x'; // 43 characters of the base64url alphabet
const OTHER_ID = 'b'.repeat(43);

/** An app answering what the request names: its bearer token and its session id. */
async function startEchoApp() {
  const { port } = await startGuardApp(() => [
    (ctx) => {
      ctx.body = { bearer: bearerToken(ctx) ?? null, id: requestedSessionId(ctx) ?? null };
    },
  ]);
  return (headers: Record<string, string>) => send(port, 'GET', '/api/x', headers);
}

describe('session ids', () => {
  it('are 43 characters of base64url, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSessionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are recognised by shape only: 43 base64url characters, nothing around them', () => {
    expect(isSessionId(ID)).toBe(true);
    expect(isSessionId(newSessionId())).toBe(true);
    for (const value of [
      undefined,
      '',
      ID.slice(1),
      `${ID}a`,
      ` ${ID.slice(1)}`,
      `${ID.slice(1)} `,
      `${ID.slice(1)}\n`,
      `${ID.slice(1)}+`,
      `${ID.slice(1)}/`,
      `${ID.slice(1)}=`,
      `${ID.slice(1)}.`,
    ]) {
      expect(isSessionId(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('the bearer token', () => {
  it('is read from "Bearer <token>", in any case, with spaces or tabs before the token', async () => {
    const echo = await startEchoApp();
    for (const header of ['Bearer tok', 'bearer tok', 'BEARER tok', 'Bearer \t tok']) {
      expect((await echo({ Authorization: header })).body, header).toMatchObject({ bearer: 'tok' });
    }
  });

  it('is not read from any other Authorization header', async () => {
    const echo = await startEchoApp();
    for (const header of [
      'Basic tok',
      'Bearertok',
      'Bearer ',
      'Bearer a b',
      'xBearer tok',
      'Bearer tok x',
    ]) {
      expect((await echo({ Authorization: header })).body, header).toMatchObject({ bearer: null });
    }
  });
});

describe('the session a request names', () => {
  it('is the bearer token first, then the cookie, and only when shaped like an id', async () => {
    const echo = await startEchoApp();
    const cookie = { Cookie: `${SESSION_COOKIE}=${OTHER_ID}` };
    expect((await echo(cookie)).body).toMatchObject({ id: OTHER_ID });
    expect((await echo({ ...cookie, Authorization: `Bearer ${ID}` })).body).toMatchObject({
      id: ID,
    });
    // A bearer token that is no id names no session, even with a good cookie.
    expect((await echo({ ...cookie, Authorization: 'Bearer short' })).body).toMatchObject({
      id: null,
    });
    expect((await echo({ Cookie: `${SESSION_COOKIE}=short` })).body).toMatchObject({ id: null });
    expect((await echo({ Cookie: `other=${ID}` })).body).toMatchObject({ id: null });
    expect((await echo({})).body).toEqual({ bearer: null, id: null });
  });

  it('is read from the castall.sid cookie, unsigned even when the app signs its cookies', async () => {
    // The name is what logged-in browsers hold; with app.keys, the cookies library would read
    // every cookie as signed unless told otherwise.
    for (const keys of [undefined, ['a signing key']]) {
      const { port } = await startGuardApp((app) => {
        if (keys !== undefined) app.keys = keys;
        return [
          (ctx) => {
            ctx.body = { id: requestedSessionId(ctx) ?? null };
          },
        ];
      });
      const answer = await send(port, 'GET', '/api/x', { Cookie: `castall.sid=${ID}` });
      expect(answer.body, String(keys)).toEqual({ id: ID });
    }
  });
});
