/** Why an admin API call failed, so each screen can pick the §8 text that fits. */
export type AdminApiFailure =
  /** No answer at all (server down, offline, CORS). */
  | { kind: 'network' }
  /** 401: the session ended on the server; the screen logs out (spec §4/§6). */
  | { kind: 'unauthorized' }
  /** Any other refusal; `error` is the server's sentence when it sent one. */
  | { kind: 'refused'; status: number; error: string | undefined };

export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(readonly failure: AdminApiFailure) {
    super(failure.kind === 'refused' ? (failure.error ?? `HTTP ${failure.status}`) : failure.kind);
  }
}

/** The server's error sentence from a `{ success: false, error }` body, if any. */
export function errorText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/** The failure as the admin sees it: the server's text, else the fallback of §8. */
export function failureMessage(err: unknown, texts: { refused: string; network: string }): string {
  if (err instanceof AdminApiError) {
    if (err.failure.kind === 'refused') return err.failure.error ?? texts.refused;
    if (err.failure.kind === 'network') return texts.network;
  }
  return texts.refused;
}
