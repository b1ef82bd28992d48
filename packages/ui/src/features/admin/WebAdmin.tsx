import { useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from '../../components/layout/Layout';
import { paths } from '../../config/paths';
import adminCssUrl from './admin.css?url';
import { LoginForm } from './login/LoginForm';
import { PartsPage } from './parts/PartsPage';
import { AdminSessionProvider } from './session';
import { SessionGate } from './session-gate';
import { createWebPlatform } from './web-platform';

/**
 * The web /admin and /admin/login, a page of the site's router (Portuguese only): spec §2 puts
 * the login in the common layout (header, footer, chat button), while /admin stays a
 * full-width work screen. One session for both, so a login or a logout moves between them in
 * the page, as in the desktop app. Prerendered as 'Verificando autenticação...' (§4), which is
 * also what it hydrates to.
 */
export default function WebAdmin() {
  const platform = useMemo(() => createWebPlatform(), []);
  return (
    <AdminSessionProvider platform={platform}>
      {/* In place, not hoisted: the prerendered page links it, so it loads before the script. */}
      <link rel="stylesheet" href={adminCssUrl} />
      <Routes>
        <Route
          index
          element={
            <SessionGate wants="authenticated" redirectTo={paths.adminLogin}>
              <PartsPage />
            </SessionGate>
          }
        />
        <Route element={<Layout />}>
          <Route
            path="login"
            element={
              // .page-top (site CSS, inlined) keeps the form below the fixed header.
              <div className="page-top admin-login admin-login--in-site">
                <SessionGate wants="anonymous" redirectTo={paths.admin}>
                  <LoginForm />
                </SessionGate>
              </div>
            }
          />
        </Route>
        <Route path="*" element={<Navigate to={paths.admin} replace />} />
      </Routes>
    </AdminSessionProvider>
  );
}
