import { Navigate, Outlet } from 'react-router';
import { useToken } from '../../lib/auth/useToken';

/**
 * The token-present guard SPEC section 2 gives /change-password and /admin-dashboard. The server
 * refuses a dead token with 401; the API client then removes it and this guard sends the user to /login.
 */
export function RequireToken() {
  const token = useToken();
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}
