import { API_ENDPOINTS } from '@castall/contracts';

export type ServerStatus = 'checking' | 'ok' | 'unreachable' | 'not-castall';

const TIMEOUT_MS = 5000;

/**
 * Whether the configured address answers like the CAST ALL API: verify-session.php answers
 * JSON with a boolean `success` (spec §7). A refused CORS request (the server's DESKTOP_ORIGINS
 * lacks the app) fails like an unreachable server: the browser hides which one it was. Not
 * through the UI's API client: this probe runs before any admin screen, with its own timeout
 * and its own reading of the answer.
 */
export async function checkServer(serverUrl: string, signal?: AbortSignal): Promise<ServerStatus> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
  let response: Response;
  try {
    response = await fetch(`${serverUrl}${API_ENDPOINTS.verifySession}`, {
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
      signal: combined,
    });
  } catch {
    return 'unreachable';
  }
  try {
    const body = (await response.json()) as { success?: unknown };
    return typeof body.success === 'boolean' ? 'ok' : 'not-castall';
  } catch {
    return 'not-castall';
  }
}
