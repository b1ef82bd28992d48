/** Why an API call failed, so each screen can pick the spec §8 text that fits. */
export type ApiFailure =
  /** No answer at all (server down, offline, CORS). */
  | { kind: 'network' }
  /** 401: the session ended on the server; the admin logs out (spec §4/§6). */
  | { kind: 'unauthorized' }
  /** Any other refusal; `error` is the server's sentence when it sent one. */
  | { kind: 'refused'; status: number; error: string | undefined };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'refused' ? (failure.error ?? `HTTP ${failure.status}`) : failure.kind);
  }
}

/** True when the server said the session is gone (401): the admin then logs out. */
export function isUnauthorized(err: unknown): boolean {
  return err instanceof ApiError && err.failure.kind === 'unauthorized';
}

/** The server's error sentence from a `{ success: false, error }` body, if any. */
export function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/** The error of an answer that is not a success: a 401 ends the session, the rest is refused. */
export function refusalOf(status: number, body: unknown): ApiError {
  if (status === 401) return new ApiError({ kind: 'unauthorized' });
  return new ApiError({ kind: 'refused', status, error: errorText(body) });
}

/** The spec's answer shape (`{ success: false, error }`) refuses even with a 2xx status. */
export function saysNo(body: unknown): boolean {
  return (body as { success?: unknown } | undefined)?.success === false;
}
