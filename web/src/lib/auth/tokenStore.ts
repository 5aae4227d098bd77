import { STORAGE_KEYS, type KeyValueStorage } from '../storageKeys';

/** Holds the login token and tells subscribers (guards, menus) when it appears or goes away. */
export interface TokenStore {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
  /** Clears a token the server refused (expired, idle too long, revoked), so /login can say why. */
  expire: () => void;
  /** True from expire() until a token is set or cleared again. */
  wasExpired: () => boolean;
  subscribe: (listener: () => void) => () => void;
}

export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const listeners = new Set<() => void>();
  let expired = false;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    get: () => storage.getItem(STORAGE_KEYS.token),
    set: (token) => {
      expired = false;
      storage.setItem(STORAGE_KEYS.token, token);
      notify();
    },
    clear: () => {
      expired = false;
      storage.removeItem(STORAGE_KEYS.token);
      notify();
    },
    expire: () => {
      expired = true;
      storage.removeItem(STORAGE_KEYS.token);
      notify();
    },
    wasExpired: () => expired,
    subscribe: (listener) => {
      listeners.add(listener);
      // A logout or login in another tab changes the token under us: react to it here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === STORAGE_KEYS.token || event.key === null) listener();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
