import { useEffect } from 'react';
import { CheckingSession } from './checking-session';

/**
 * A page load to `to`, for the web, where /admin and /admin/login are two documents (the login
 * sits in the site's layout, /admin is a full-width work screen). Replaces the history entry,
 * as the in-app redirects do.
 */
export function DocumentRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <CheckingSession />;
}
