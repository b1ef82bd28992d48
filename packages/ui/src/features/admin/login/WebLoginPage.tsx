import { useMemo } from 'react';
import { paths } from '../../../config/paths';
import adminCssUrl from '../admin.css?url';
import { CheckingSession } from '../checking-session';
import { DocumentRedirect } from '../document-redirect';
import { AdminSessionProvider, useAdminSession } from '../session';
import { createWebPlatform } from '../web-platform';
import { LoginForm } from './LoginForm';

/**
 * The web /admin/login, a page of the site: the layout's header, footer and chat button around
 * it (spec §2), the admin's own texts and behaviour inside. Prerendered as 'Verificando
 * autenticação...' (spec §4), which is also what it hydrates to.
 */
export default function WebLoginPage() {
  const platform = useMemo(() => createWebPlatform(), []);
  return (
    // .page-top (site CSS, inlined) keeps the form below the fixed header before admin.css loads.
    <div className="page-top admin-login admin-login--in-site">
      {/* In place, not hoisted: the prerendered page links it, so it is there before the script. */}
      <link rel="stylesheet" href={adminCssUrl} />
      <AdminSessionProvider platform={platform}>
        <SessionGate />
      </AdminSessionProvider>
    </div>
  );
}

/** Spec §6: an authenticated visitor goes on to /admin, which is another document. */
function SessionGate() {
  const { status } = useAdminSession();
  if (status === 'authenticated') return <DocumentRedirect to={paths.admin} />;
  if (status === 'checking') return <CheckingSession />;
  return <LoginForm />;
}
