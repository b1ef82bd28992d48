import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { PartsPage } from './parts/PartsPage';
import type { AdminPlatform } from './platform';
import { AdminSessionProvider } from './session';
import { SessionGate } from './session-gate';

export interface AdminAppProps {
  platform: AdminPlatform;
  /**
   * 'browser': real paths under `basename` (/admin, /admin/login).
   * 'hash' (desktop): the app is one file, so the route lives in the hash.
   */
  routing?: 'browser' | 'hash';
  basename?: string;
}

/**
 * The administrator's screens (spec §2) in a frame of their own: the desktop app. The web
 * mounts the same screens in the site's router instead (WebAdmin.tsx), for the login's layout.
 */
export function AdminApp({ platform, routing = 'browser', basename = '/admin' }: AdminAppProps) {
  const routes = (
    <AdminSessionProvider platform={platform}>
      <Routes>
        <Route
          path="login"
          element={
            <SessionGate wants="anonymous" redirectTo="/">
              <LoginPage />
            </SessionGate>
          }
        />
        <Route
          index
          element={
            <SessionGate wants="authenticated" redirectTo="/login">
              <PartsPage />
            </SessionGate>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </AdminSessionProvider>
  );
  return routing === 'hash' ? (
    <HashRouter>{routes}</HashRouter>
  ) : (
    <BrowserRouter basename={basename}>{routes}</BrowserRouter>
  );
}
