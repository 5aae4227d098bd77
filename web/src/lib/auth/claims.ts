import type { TokenClaims } from '@baseline/contract';

/**
 * Reads the routing claims from a token without verifying it: the server checks every permission
 * itself, the client only uses the claims to choose a screen. Null when the token is not a JWT
 * or lacks a claim, so callers treat a malformed token like a missing one.
 */
export function readClaims(token: string): TokenClaims | null {
  const payload = decodePayload(token);
  if (!payload) return null;
  const { sub, mustChangePassword, isAdmin, isSubscribed, exp } = payload;
  if (
    typeof sub !== 'string' ||
    typeof mustChangePassword !== 'boolean' ||
    typeof isAdmin !== 'boolean' ||
    typeof isSubscribed !== 'boolean' ||
    typeof exp !== 'number'
  ) {
    return null;
  }
  return { sub, mustChangePassword, isAdmin, isSubscribed, exp };
}

/** `exp` is in seconds since the epoch (RFC 7519); `nowMs` is what Date.now() gives. */
export function isExpired(claims: Pick<TokenClaims, 'exp'>, nowMs: number): boolean {
  return claims.exp * 1000 <= nowMs;
}

/**
 * The JSON payload of a compact JWT (header.payload.signature), unverified; undefined for anything else.
 * A few lines here rather than a JOSE library: this runs in the first bundle, which has a size budget.
 */
export function decodePayload(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replaceAll('-', '+').replaceAll('_', '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const payload: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
