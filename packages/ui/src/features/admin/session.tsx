import {
  createContext,
  useContext,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { AdminApi } from './admin-api';
import type { AdminPlatform } from './platform';

export type SessionStatus = 'checking' | 'authenticated' | 'anonymous';

export interface AdminSession {
  platform: AdminPlatform;
  api: AdminApi;
  status: SessionStatus;
  now: () => number;
  /** Keeps the new session (spec §4: stores the token and sets authenticated). */
  signedIn: (token: string) => Promise<void>;
  /** Ends the session on the server (its failure is only logged) and forgets it locally. */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<AdminSession | null>(null);

export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useAdminSession outside <AdminSessionProvider>');
  return session;
}

/**
 * Spec §4 Authentication: on load, a stored session (the token, or on the web the flag, as
 * the token itself is an HttpOnly cookie there) is checked with the server; an invalid
 * session or a failed check clears it.
 */
export function AdminSessionProvider({
  platform,
  children,
}: {
  platform: AdminPlatform;
  children: ReactNode;
}) {
  const api = useMemo(() => new AdminApi(platform), [platform]);
  const [status, setStatus] = useState<SessionStatus>('checking');
  const { storage } = platform;

  const clear = useCallback(async () => {
    await storage.setToken(null);
    await storage.setAuthenticated(false);
    setStatus('anonymous');
  }, [storage]);

  useEffect(() => {
    let active = true;
    async function check() {
      const stored = (await storage.getToken()) !== null || (await storage.getAuthenticated());
      if (!stored) return false;
      try {
        return await api.verifySession();
      } catch (err) {
        console.error('Falha ao verificar a sessão', err);
        return false;
      }
    }
    void check().then(async (valid) => {
      if (!active) return;
      if (valid) setStatus('authenticated');
      else await clear();
    });
    return () => {
      active = false;
    };
  }, [api, storage, clear]);

  const signedIn = useCallback(
    async (token: string) => {
      // On the web the cookie carries the session; keeping the token readable by scripts
      // would undo the HttpOnly cookie, so only the desktop (bearer) stores it.
      await storage.setToken(platform.auth === 'bearer' ? token : null);
      await storage.setAuthenticated(true);
      setStatus('authenticated');
    },
    [storage, platform.auth],
  );

  const signOut = useCallback(async () => {
    try {
      await api.logout();
    } catch (err) {
      console.error('Falha ao encerrar a sessão no servidor', err);
    }
    await clear();
  }, [api, clear]);

  const now = platform.now ?? Date.now;
  const value = useMemo(
    () => ({ platform, api, status, now, signedIn, signOut }),
    [platform, api, status, now, signedIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
