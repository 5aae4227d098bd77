import type { TokenClaims } from '@baseline/contract';
import { UnsecuredJWT } from 'jose';
import type { KeyValueStorage } from '../lib/storageKeys';

/** A token carrying the given claims; the client never verifies signatures, so none is needed. */
export function tokenWith(overrides: Partial<TokenClaims> = {}): string {
  const claims: TokenClaims = {
    sub: 'user-1',
    mustChangePassword: false,
    isAdmin: false,
    isSubscribed: true,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...overrides,
  };
  return new UnsecuredJWT({ ...claims }).encode();
}

/** Web Storage kept in a Map, standing in for the browser's localStorage under Node. */
export function memoryStorage(): KeyValueStorage & { snapshot(): Record<string, string> } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}
