import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useToken } from '../../lib/auth/useToken';
import { tokenStore } from '../../lib/session';
import { decideMainAccess } from './mainAccess';

/** Guards /main/*: see decideMainAccess for the rules. */
export function RequireMainAccess() {
  const token = useToken();
  const access = decideMainAccess(token, Date.now());
  const clearToken = access.kind === 'redirect' && access.clearToken;

  useEffect(() => {
    if (clearToken) tokenStore.clear();
  }, [clearToken]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  return <Outlet />;
}
