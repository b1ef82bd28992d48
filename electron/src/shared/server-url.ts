/** Spec issue 6: the app talks to the Koa API at this address until the administrator changes it. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:3000';

export type ServerUrlCheck = { ok: true; origin: string } | { ok: false; error: string };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for the machine itself, where http cannot be read by anyone on the network. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Accepts the origin of the admin server and answers it normalized (no path, no trailing slash).
 * http is accepted only for this machine: over the network the password and the session token
 * would travel in clear text (and Chromium blocks such requests from the app's secure origin).
 * Messages are Portuguese, like every message the administrator reads.
 */
export function checkServerUrl(input: string): ServerUrlCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'Informe o endereço do servidor.' };
  if (!/^[a-z][a-z\d+.-]*:/i.test(text) || /^[^/]*:\d+$/.test(text)) {
    // "127.0.0.1:3000" or "localhost:3000": the scheme is missing (or parsed as one).
    return { ok: false, error: 'O endereço deve começar com http:// ou https://.' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'Endereço inválido. Exemplo: http://127.0.0.1:3000' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, error: 'O endereço deve começar com http:// ou https://.' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, error: 'O endereço não pode conter usuário ou senha.' };
  }
  if ((url.pathname !== '/' && url.pathname !== '') || url.search !== '' || url.hash !== '') {
    return { ok: false, error: 'Informe só o endereço do servidor, sem caminho (ex.: /admin).' };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return {
      ok: false,
      error:
        'Use https:// para um servidor em outra máquina; http:// só vale para este computador.',
    };
  }
  return { ok: true, origin: url.origin };
}
