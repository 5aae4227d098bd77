import { Navigate, Outlet } from 'react-router';
import { useToken } from '../session/useToken';
import { SESSION_ENDED_NOTICE } from '../../lib/notice';
import { tokenStore } from '../session/apiClient';

/**
 * The token-present guard SPEC section 2 gives /change-password and /admin-dashboard. The server
 * refuses a dead token with 401; the API client then removes it and this guard sends the user to /login,
 * which says the session has ended.
 */
export function RequireToken() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace state={tokenStore.wasExpired() ? SESSION_ENDED_NOTICE : null} />;
  return <Outlet />;
}
