import { loginAsAdmin, testAppPerFile } from '@castall/server/testing';
import { describe, expect, it } from 'vitest';
import { AdminApi } from './admin-api';
import { isUnauthorized } from '../../lib/api-client/api-error';
import { desktopConnection } from '../../lib/api-client/testing/connections';

const server = testAppPerFile();

/** The rejection of a call, to check what kind of failure it was. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => err,
  );
}

describe('the 401 rule (spec §4/§6: a 401 logs the administrator out)', () => {
  it('a delete without a session is "unauthorized", not a refusal with a sentence', async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    expect(isUnauthorized(await failureOf(api.deletePart('any')))).toBe(true);
  });

  it('the CSV export without a session is "unauthorized"', async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    expect(isUnauthorized(await failureOf(api.exportCsv()))).toBe(true);
  });

  it('a session ended on the server turns the next call "unauthorized"', async () => {
    const { token } = await loginAsAdmin(server.url);
    const api = new AdminApi(desktopConnection(server.url, token));
    const csv = await api.exportCsv();
    expect(csv.filename).toMatch(/^pecas-\d{4}-\d{2}-\d{2}\.csv$/);
    await api.logout();
    expect(isUnauthorized(await failureOf(api.exportCsv()))).toBe(true);
    expect(isUnauthorized(await failureOf(api.changePassword('x', 'y')))).toBe(true);
  });

  it('a refusal other than 401 is not taken for a lost session', async () => {
    const { token } = await loginAsAdmin(server.url);
    const api = new AdminApi(desktopConnection(server.url, token));
    expect(isUnauthorized(await failureOf(api.deletePart('no-such-part')))).toBe(false);
  });
});
