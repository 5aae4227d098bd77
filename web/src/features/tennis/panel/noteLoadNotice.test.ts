import { describe, expect, it } from 'vitest';
import { noteLoadNotice } from './noteLoadNotice';

describe('noteLoadNotice', () => {
  it('says the device is offline, not that something failed, and what it keeps', () => {
    expect(noteLoadNotice({ online: false, hasLocalCopy: false })).toBe(
      'You are offline and this device keeps no note on this player: a note is kept for offline use once it has been opened or saved here. What you write now is saved on this device and syncs when the connection returns.',
    );
    expect(noteLoadNotice({ online: false, hasLocalCopy: true })).toBe(
      'You are offline: this is your note as this device kept it. What you save here syncs when the connection returns.',
    );
  });

  it('names a failure online, and promises a copy only when there is one', () => {
    expect(noteLoadNotice({ online: true, hasLocalCopy: true })).toBe(
      'Could not load your saved note: showing the copy kept in this browser.',
    );
    expect(noteLoadNotice({ online: true, hasLocalCopy: false })).toBe(
      'Could not load your saved note, and this browser keeps no copy of it: saving now would replace it.',
    );
  });
});
