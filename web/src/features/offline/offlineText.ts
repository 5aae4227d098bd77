/** The offline texts, in one place for the screens and the tests that read them. */
export const OFFLINE_TEXT = {
  savedOnDevice: 'Saved on this device, will sync.',
  pending: (count: number) => (count === 1 ? '1 change to sync' : `${String(count)} changes to sync`),
  pendingLabel: (count: number) =>
    `${count === 1 ? '1 change' : `${String(count)} changes`} saved on this device, will sync when the connection returns.`,
  conflicts: ({ days, charts }: { days: number; charts: number }) => {
    const count = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${String(n)} ${one}s`);
    const what = [days > 0 ? count(days, 'day') : '', charts > 0 ? count(charts, 'chart') : ''].filter(Boolean);
    return `${what.join(' and ')} changed elsewhere`;
  },
  refused: (reason: string) => `Not synced: the server refused this day. ${reason} Change it and save again.`,
  dayNotFetched:
    'You are offline and this device has no copy of this day: the server may hold notes for it. What you save here syncs only if the day has not changed there.',
  banner: 'You are offline. Changes are saved on this device and sync when the connection returns.',
  needsConnection: (what: string) =>
    `${what} needs a connection. You are offline: try again when the connection returns.`,
  logoutLoses: (unsynced: number, unsaved = 0) => {
    const queued =
      unsynced === 0
        ? ''
        : `${unsynced === 1 ? '1 change' : `${String(unsynced)} changes`} saved on this device ${unsynced === 1 ? 'has' : 'have'} not reached the server yet. `;
    const edited =
      unsaved === 0 ? '' : `${unsaved === 1 ? '1 day has' : `${String(unsaved)} days have`} edits not saved yet. `;
    const one = unsynced + unsaved === 1;
    const first = unsaved === 0 ? 'go online to sync' : unsynced === 0 ? 'save' : 'save and go online to sync';
    return `${queued}${edited}Logging out deletes ${one ? 'it' : 'them'} from this device; stay logged in and ${first} first.`;
  },
  noteKeptOnDevice:
    'You are offline: this is your note as this device kept it. What you save here syncs when the connection returns.',
  noNoteOnDevice:
    'You are offline and this device keeps no note on this player: a note is kept for offline use once it has been opened or saved here. What you write now is saved on this device and syncs when the connection returns.',
  drawNotOnDevice:
    'You are offline and this draw is not kept on this device: a draw is kept for offline use once it has been opened online.',
  notesNotOnDevice: (what: string) => `You are offline and ${what} are not kept on this device.`,
  couldNotKeep: 'This browser would not keep the change on this device. Copy your text somewhere safe and try again.',
} as const;
