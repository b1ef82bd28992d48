// Test helpers for the JSON API: log in as the test administrator and post forms the way the
// browser's FormData does (multipart) or the way old clients do (urlencoded).
import { TEST_ADMIN_PASSWORD } from './site-fixture';

export interface AdminAuth {
  token: string;
}

export type FormValue = string | { content: Buffer; filename: string; type?: string };

export async function loginAsAdmin(url: string): Promise<AdminAuth> {
  const form = new FormData();
  form.set('username', 'admin');
  form.set('password', TEST_ADMIN_PASSWORD);
  const response = await fetch(`${url}/api/login.php`, { method: 'POST', body: form });
  const answer = (await response.json()) as { success: boolean; token?: string };
  if (!answer.success || answer.token === undefined) throw new Error('test login failed');
  return { token: answer.token };
}

export function bearer(auth: AdminAuth | undefined): Record<string, string> {
  return auth === undefined ? {} : { Authorization: `Bearer ${auth.token}` };
}

/** POST as multipart/form-data. */
export function postMultipart(
  url: string,
  path: string,
  fields: Readonly<Record<string, FormValue>>,
  auth?: AdminAuth,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else {
      // A copy as a plain Uint8Array: with the DOM types (the UI's tests) a Buffer is no BlobPart.
      const bytes = new Uint8Array(value.content);
      form.append(name, new Blob([bytes], { type: value.type ?? '' }), value.filename);
    }
  }
  return fetch(`${url}${path}`, { method: 'POST', body: form, headers: bearer(auth) });
}

/** POST a raw urlencoded body, so tests can send `nome_pt[$ne]=x` exactly. */
export function postUrlencoded(
  url: string,
  path: string,
  body: string,
  auth?: AdminAuth,
): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(auth) },
  });
}

export interface ApiJson {
  success?: boolean;
  error?: string;
  [key: string]: unknown;
}

export async function json(response: Response): Promise<ApiJson> {
  return (await response.json()) as ApiJson;
}
