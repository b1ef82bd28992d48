import type { DesktopSettings, SetServerUrlAnswer } from '../shared/desktop-api';
import { checkServerUrl, DEFAULT_SERVER_URL } from '../shared/server-url';
import type { DesktopStore } from './store-schema';
import type { TokenStore } from './token-store';

export interface Settings {
  read(): DesktopSettings;
  setServerUrl(input: string): SetServerUrlAnswer;
  /** The configured server's origin, for the CSP's connect-src and img-src. */
  serverOrigin(): string;
}

/**
 * The server address the administrator chose (first-run screen), validated before it is stored.
 * A stored value that no longer validates (edited by hand) falls back to the default.
 */
export function createSettings(store: DesktopStore, tokens: TokenStore): Settings {
  const serverOrigin = () => {
    const check = checkServerUrl(store.get('serverUrl'));
    return check.ok ? check.origin : DEFAULT_SERVER_URL;
  };
  const read = (): DesktopSettings => ({
    serverUrl: serverOrigin(),
    serverUrlConfirmed: store.get('serverUrlConfirmed'),
  });

  return {
    read,
    serverOrigin,
    setServerUrl(input) {
      const check = checkServerUrl(input);
      if (!check.ok) return check;
      if (check.origin !== serverOrigin()) {
        // A session belongs to the server that issued it: another server means logging in again.
        tokens.set(null);
        store.set('authenticated', false);
      }
      store.set('serverUrl', check.origin);
      store.set('serverUrlConfirmed', true);
      return { ok: true, settings: read() };
    },
  };
}
