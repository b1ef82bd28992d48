import { API_ENDPOINTS } from '@castall/contracts';
import { loginAsAdmin, testAppPerFile } from '@castall/server/testing';
import { describe, expect, it } from 'vitest';
import { AdminApi } from './admin-api';
import { ApiError } from '../../lib/api-client/api-error';
import { sendRequest } from '../../lib/api-client/send-request';
import { desktopConnection, webConnection } from '../../lib/api-client/testing/connections';

const server = testAppPerFile();

/** What the server says of the session a call on this connection carries. */
async function sessionSeenBy(connection: Parameters<typeof sendRequest>[0]) {
  const response = await sendRequest(connection, API_ENDPOINTS.verifySession);
  return ((await response.json()) as { success: boolean }).success;
}

describe('auth per platform, on the real server', () => {
  it('desktop (bearer): sends the stored token, so the server knows the session', async () => {
    const { token } = await loginAsAdmin(server.url);
    expect(await sessionSeenBy(desktopConnection(server.url, token))).toBe(true);
    expect(await new AdminApi(desktopConnection(server.url, token)).verifySession()).toBe(true);
  });

  it('desktop (bearer) without a stored token: no session', async () => {
    expect(await sessionSeenBy(desktopConnection(server.url, null))).toBe(false);
  });

  it('web (cookie): never sends a token a script could read, even when one is stored', async () => {
    const { token } = await loginAsAdmin(server.url);
    expect(await sessionSeenBy(webConnection(server.url, token))).toBe(false);
  });

  it('a dead session is refused by the session check (spec §4: then treated as logged out)', async () => {
    const check = new AdminApi(webConnection(server.url)).verifySession();
    await expect(check).rejects.toEqual(
      new ApiError({ kind: 'refused', status: 200, error: undefined }),
    );
  });
});
