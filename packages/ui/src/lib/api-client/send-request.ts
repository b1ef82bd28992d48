import type { ApiEndpoint } from '@castall/contracts';
import { credentialsOf, endpointUrl, type ApiConnection } from './api-connection';
import { ApiError, refusalOf, saysNo } from './api-error';

export interface ApiRequest extends Omit<RequestInit, 'credentials'> {
  /** The query string, without '?'. */
  query?: string;
  headers?: Record<string, string>;
}

/** The body as JSON, or undefined when it is not JSON (an HTML error page, nothing). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends an authenticated call and answers the response once it is a success: no answer is
 * an ApiError 'network', a 401 'unauthorized', any other non-2xx 'refused' with the server's
 * sentence. An abort is passed on as it is, so a superseded request is not an error.
 */
export async function sendRequest(
  connection: ApiConnection,
  endpoint: ApiEndpoint,
  { query, ...init }: ApiRequest = {},
): Promise<Response> {
  const auth = await credentialsOf(connection);
  let response: Response;
  try {
    response = await fetch(endpointUrl(connection, endpoint, query), {
      ...init,
      credentials: auth.credentials,
      headers: { ...auth.headers, ...init.headers },
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({ kind: 'network' });
  }
  if (response.ok) return response;
  throw refusalOf(response.status, response.status === 401 ? undefined : await readJson(response));
}

/** A call answered in JSON; `success: false` is refused like a non-2xx answer. */
export async function requestJson<T>(
  connection: ApiConnection,
  endpoint: ApiEndpoint,
  request: ApiRequest = {},
): Promise<T> {
  return (await requestJsonWithHeaders<T>(connection, endpoint, request)).body;
}

/** `requestJson`, with the answer's headers too (the login's device token, issue 38). */
export async function requestJsonWithHeaders<T>(
  connection: ApiConnection,
  endpoint: ApiEndpoint,
  request: ApiRequest = {},
): Promise<{ body: T; headers: Headers }> {
  const response = await sendRequest(connection, endpoint, request);
  const body = await readJson(response);
  if (saysNo(body)) throw refusalOf(response.status, body);
  return { body: body as T, headers: response.headers };
}
