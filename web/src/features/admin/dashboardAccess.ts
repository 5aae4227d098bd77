import { ApiError } from '../../lib/api/ApiError';

/**
 * Whether the server refused the dashboard's lists because the reader is not an administrator. Only the
 * server's 403 says so (the client guards /admin-dashboard by the token alone); an administrator's own 403
 * has another reason, such as a password to change first, and shows as a failure to load instead.
 */
export function isRefusedAsNonAdmin(errors: readonly (Error | null)[], tokenSaysAdmin: boolean): boolean {
  return !tokenSaysAdmin && errors.some((error) => error instanceof ApiError && error.status === 403);
}
