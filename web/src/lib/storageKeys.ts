/**
 * The fixed local-storage keys of SPEC section 3 ("Local preferences"): the login token and the theme.
 * The tennis panel also keeps player notes there under keys of their own, with the user's id in them so that
 * people sharing a browser never see each other's: `player-note:<user>:<tournament>:<player>`
 * (tennis/panel/localNotes.ts). The diary's unsaved days are in the member's outbox database instead
 * (offline/outbox/unsavedEdits.ts).
 */
export const STORAGE_KEYS = {
  token: 'token',
  darkMode: 'dark-mode',
} as const;

/** The part of the Web Storage API the stores need, so tests can hand in an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
