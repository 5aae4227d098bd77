/**
 * The fixed local-storage keys of SPEC section 3 ("Local preferences"): the login token and the theme.
 * Features also keep unsaved work there under keys of their own, each with the user's id in it so that
 * people sharing a browser never see each other's: `diary-draft:<user>:<date>` (diary/state/draftStorage.ts)
 * and `player-note:<user>:<tournament>:<player>` (tennis/panel/localNotes.ts).
 */
export const STORAGE_KEYS = {
  token: 'token',
  darkMode: 'dark-mode',
} as const;

/** The part of the Web Storage API the stores need, so tests can hand in an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
