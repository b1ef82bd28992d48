import { API_ENDPOINTS } from '@castall/contracts';
import { TEST_ADMIN_PASSWORD, testAppPerFile } from '@castall/server/testing';
import { describe, expect, it } from 'vitest';
import { AdminApi } from './admin-api';
import { desktopConnection } from '../../lib/api-client/testing/connections';

// Issue 38: three wrong logins from anyone locked the desktop app out for 15 minutes, again and
// again. The app keeps the signed device token its last login answered and sends it back.
const server = testAppPerFile();

/** A wrong login from a client with no device token (a stranger's script). */
async function strangerFails(): Promise<number> {
  const form = new FormData();
  form.set('username', 'admin');
  form.set('password', 'not the password at all');
  const response = await fetch(`${server.url}${API_ENDPOINTS.login}`, {
    method: 'POST',
    body: form,
  });
  return response.status;
}

describe('the desktop app’s device token, on the real server', () => {
  it('is answered at login and, sent back, gets in past a username others locked', async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    const first = await api.login('admin', TEST_ADMIN_PASSWORD, null);
    expect(first.token).toMatch(/^[\w-]{43}$/);
    expect(first.device).toMatch(/^[\w-]{22}\.[\w-]{43}$/);

    const statuses = [await strangerFails(), await strangerFails(), await strangerFails()];
    expect(statuses.at(-1)).toBe(429);
    // Without its token the app is locked out with everyone else…
    await expect(api.login('admin', TEST_ADMIN_PASSWORD, null)).rejects.toMatchObject({
      failure: { status: 429 },
    });
    // …with it, its own count decides, and it keeps the same token.
    const again = await api.login('admin', TEST_ADMIN_PASSWORD, first.device);
    expect(again.token).toMatch(/^[\w-]{43}$/);
    expect(again.device).toBe(first.device);
  });

  it('counts a made-up token as none', async () => {
    const api = new AdminApi(desktopConnection(server.url, null));
    const invented = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
    for (let i = 0; i < 3; i += 1) await strangerFails();
    await expect(api.login('admin', TEST_ADMIN_PASSWORD, invented)).rejects.toMatchObject({
      failure: { status: 429 },
    });
  });
});
