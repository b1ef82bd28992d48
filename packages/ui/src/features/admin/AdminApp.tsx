import type { ReactElement } from 'react';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { PartsPage } from './parts/PartsPage';
import type { AdminPlatform } from './platform';
import { AdminSessionProvider, useAdminSession, type SessionStatus } from './session';
import { ADMIN_TEXTS } from './texts';

export interface AdminAppProps {
  platform: AdminPlatform;
  /**
   * 'browser' (web): real paths under `basename` (/admin, /admin/login).
   * 'hash' (desktop): the app is one file, so the route lives in the hash.
   */
  routing?: 'browser' | 'hash';
  basename?: string;
}

/** The administrator's screens (spec §2), the same on the web /admin and in the desktop app. */
export function AdminApp({ platform, routing = 'browser', basename = '/admin' }: AdminAppProps) {
  const routes = (
    <AdminSessionProvider platform={platform}>
      <Routes>
        <Route path="login" element={<Guard wants="anonymous" element={<LoginPage />} />} />
        <Route index element={<Guard wants="authenticated" element={<PartsPage />} />} />
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

/** Spec §6: /admin needs a session, /admin/login sends a logged-in user on to /admin. */
function Guard({
  wants,
  element,
}: {
  wants: Exclude<SessionStatus, 'checking'>;
  element: ReactElement;
}) {
  const { status } = useAdminSession();
  if (status === 'checking') {
    return (
      <p className="admin-checking" role="status">
        {ADMIN_TEXTS.checkingAuth}
      </p>
    );
  }
  if (status !== wants) return <Navigate to={wants === 'authenticated' ? '/login' : '/'} replace />;
  return element;
}
