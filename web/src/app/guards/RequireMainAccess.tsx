import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useToken } from '../session/useToken';
import { SESSION_ENDED_NOTICE } from '../../lib/notice';
import { tokenStore } from '../session/apiClient';
import { decideMainAccess } from './mainAccess';

/** Guards /main/*: see decideMainAccess for the rules. */
export function RequireMainAccess() {
  const token = useToken();
  const access = decideMainAccess(token, Date.now());
  const clearToken = access.kind === 'redirect' && access.clearToken;

  useEffect(() => {
    if (clearToken) tokenStore.expire();
  }, [clearToken]);

  if (access.kind === 'redirect') {
    const ended = access.to === '/login' && (clearToken || tokenStore.wasExpired());
    return <Navigate to={access.to} replace state={ended ? SESSION_ENDED_NOTICE : null} />;
  }
  return <Outlet />;
}
