/** A change that ends a session or moves what a user may reach; the guards must not go on trusting what they kept. */
export type AccessChange = { kind: 'token-revoked'; jti: string } | UserAccessChange | { kind: 'subscription-changed' };

/** A change to one user's account that ends their sessions or lets them back in. */
export interface UserAccessChange {
  kind:
    | 'password-changed'
    | 'account-disabled'
    | 'account-enabled'
    | 'sessions-ended'
    | 'two-factor-reset'
    | 'account-deleted';
  userId: string;
}

/** The one call a service makes after it has committed a change to access. */
export type AnnounceAccessChange = (change: AccessChange) => void;

export type AccessChangeListener = (change: AccessChange) => void;

export interface AccessChanges {
  announce: AnnounceAccessChange;
  /** Hears every change announced from now on, in the order announced. */
  listen(listener: AccessChangeListener): void;
}

/**
 * Where services announce access changes and whoever keeps access state (the guards' cache) hears them,
 * so no service has to know what is kept, or where.
 */
export function createAccessChanges(): AccessChanges {
  const listeners: AccessChangeListener[] = [];
  return {
    announce(change) {
      for (const listener of listeners) listener(change);
    },
    listen(listener) {
      listeners.push(listener);
    },
  };
}
