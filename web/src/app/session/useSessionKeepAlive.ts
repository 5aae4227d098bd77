import { useEffect } from 'react';
import { api } from './apiClient';
import { createSessionKeepAlive } from '../../lib/auth/sessionKeepAlive';
import { useToken } from './useToken';

const INTERACTIONS = ['keydown', 'pointerdown'] as const;

/** While a token is stored, the user's typing and clicking keep their session alive (see sessionKeepAlive). */
export function useSessionKeepAlive() {
  const signedIn = useToken() !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    const noteInteraction = createSessionKeepAlive({
      ping: () => api.call('auth.me'),
      now: () => Date.now(),
    });
    for (const type of INTERACTIONS) window.addEventListener(type, noteInteraction, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, noteInteraction, { capture: true });
    };
  }, [signedIn]);
}
