// Test helpers for auth requests over fetch, with cookies read from Set-Cookie by hand.
import { TEST_ADMIN_PASSWORD } from '../../testing/site-fixture';
import { SESSION_COOKIE } from '../session-id';

export interface SetCookie {
  value: string;
  /** Lower-cased attribute names → values (`''` for flags such as `httponly`). */
  attributes: Map<string, string>;
}

/** The session cookie a response sets, if any. */
export const sessionCookie = (response: Response) => responseCookie(response, SESSION_COOKIE);

/** The cookie called `name` that a response sets, if any. */
export function responseCookie(response: Response, name: string): SetCookie | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...rest] = header.split(';');
    const eq = pair.indexOf('=');
    if (pair.slice(0, eq).trim() !== name) continue;
    const attributes = new Map<string, string>();
    for (const attribute of rest) {
      const [name = '', value = ''] = attribute.split('=');
      attributes.set(name.trim().toLowerCase(), value.trim());
    }
    return { value: pair.slice(eq + 1).trim(), attributes };
  }
  return undefined;
}

export const cookieHeader = (id: string) => ({ Cookie: `${SESSION_COOKIE}=${id}` });
export const bearerHeader = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface Answer {
  status: number;
  body: { success?: boolean; error?: string; token?: string };
  response: Response;
}

async function answer(response: Response): Promise<Answer> {
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, body, response };
}

export function login(
  url: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  form.set('username', username);
  form.set('password', password);
  return fetch(`${url}/api/login.php`, { method: 'POST', body: form, headers }).then(answer);
}

export const loginAsAdmin = (url: string, headers: Record<string, string> = {}) =>
  login(url, 'admin', TEST_ADMIN_PASSWORD, headers);

export function post(
  url: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return fetch(`${url}${path}`, { method: 'POST', headers, body }).then(answer);
}

export function verifySession(url: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/verify-session.php`, { headers }).then(answer);
}
