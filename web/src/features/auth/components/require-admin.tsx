import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { onUnauthorized } from '@/lib/http-client';
import { paths } from '@/config/paths';
import { useEndSession, useSession } from '../api/session';

/** Where /login sends the user back to after signing in. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The admin area's protection: 'Loading Aplikasi...' until /api/me answers, then either the children or a redirect
 * to /login that remembers the wanted page. A 401 on any call while inside ends the session in the UI.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const endSession = useEndSession();

  useEffect(() => onUnauthorized(() => void endSession()), [endSession]);

  if (isLoading) {
    return (
      <p className="status-text" role="status" aria-live="polite">
        Loading Aplikasi...
      </p>
    );
  }
  if (!user) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <>{children}</>;
}
