import type { ReactElement } from 'react';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CheckingSession } from './checking-session';
import { DocumentRedirect } from './document-redirect';
import { LoginPage } from './login/LoginPage';
import { PartsPage } from './parts/PartsPage';
import type { AdminPlatform } from './platform';
import { AdminSessionProvider, useAdminSession, type SessionStatus } from './session';

export interface AdminAppProps {
  platform: AdminPlatform;
  /**
   * 'browser' (web): real paths under `basename` (/admin, /admin/login).
   * 'hash' (desktop): the app is one file, so the route lives in the hash.
   */
  routing?: 'browser' | 'hash';
  basename?: string;
  /**
   * The login's address when it is another page (the web: /admin/login, in the site's layout);
   * the app's own login route then loads that page. Default: none, the app shows its own login
   * screen (desktop).
   */
  loginUrl?: string;
}

/** The administrator's screens (spec §2), the same on the web /admin and in the desktop app. */
export function AdminApp({
  platform,
  routing = 'browser',
  basename = '/admin',
  loginUrl,
}: AdminAppProps) {
  const login =
    loginUrl === undefined ? (
      <Guard wants="anonymous" element={<LoginPage />} />
    ) : (
      <DocumentRedirect to={loginUrl} />
    );
  const routes = (
    <AdminSessionProvider platform={platform}>
      <Routes>
        <Route path="login" element={login} />
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
  if (status === 'checking') return <CheckingSession />;
  if (status !== wants) return <Navigate to={wants === 'authenticated' ? '/login' : '/'} replace />;
  return element;
}
