import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CheckingSession } from './checking-session';
import { useAdminSession, type SessionStatus } from './session';

/**
 * Spec §6: /admin needs a session, /admin/login sends a logged-in user on to /admin. Shows
 * `children` in the wanted state, goes to `redirectTo` in the other, and says the session is
 * being checked until it is (§4). A login or a logout changes the state, so this is also what
 * moves the screen on after either.
 */
export function SessionGate({
  wants,
  redirectTo,
  children,
}: {
  wants: Exclude<SessionStatus, 'checking'>;
  redirectTo: string;
  children: ReactNode;
}) {
  const { status } = useAdminSession();
  if (status === 'checking') return <CheckingSession />;
  if (status !== wants) return <Navigate to={redirectTo} replace />;
  return children;
}
