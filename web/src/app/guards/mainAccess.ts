import { isExpired, readClaims } from '../../lib/auth/claims';

export type MainAccess =
  { kind: 'allow' } | { kind: 'redirect'; to: '/login' | '/change-password' | '/subscribe'; clearToken: boolean };

/**
 * Who may see /main/* (SPEC sections 2 and 4): no token goes to /login; an unreadable or expired
 * token is removed and goes to /login; a member who must still change the password goes there
 * first; a member without a subscription goes to /subscribe.
 */
export function decideMainAccess(token: string | null, nowMs: number): MainAccess {
  if (!token) return { kind: 'redirect', to: '/login', clearToken: false };
  const claims = readClaims(token);
  if (!claims || isExpired(claims, nowMs)) return { kind: 'redirect', to: '/login', clearToken: true };
  if (claims.mustChangePassword) return { kind: 'redirect', to: '/change-password', clearToken: false };
  if (!claims.isSubscribed) return { kind: 'redirect', to: '/subscribe', clearToken: false };
  return { kind: 'allow' };
}
