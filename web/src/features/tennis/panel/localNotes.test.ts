import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../lib/storageKeys';
import { createLocalNotes } from './localNotes';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('local player notes', () => {
  it('gives back the note kept for the user, tournament and player', () => {
    const storage = memoryStorage();
    createLocalNotes(storage, 'u1').write('422', 'S0AG', 'Serves wide on big points.');
    expect(createLocalNotes(storage, 'u1').read('422', 'S0AG')).toBe('Serves wide on big points.');
    expect(createLocalNotes(storage, 'u1').read('422', 'A0E2')).toBeNull();
    expect(createLocalNotes(storage, 'u1').read('580', 'S0AG')).toBeNull();
  });

  it("never shows one user another's note", () => {
    const storage = memoryStorage();
    createLocalNotes(storage, 'u1').write('422', 'S0AG', 'mine');
    expect(createLocalNotes(storage, 'u2').read('422', 'S0AG')).toBeNull();
  });

  it('removes the copy when the note is emptied', () => {
    const storage = memoryStorage();
    const notes = createLocalNotes(storage, 'u1');
    notes.write('422', 'S0AG', 'x');
    notes.write('422', 'S0AG', '  ');
    expect(storage.map.size).toBe(0);
  });

  it('reads nothing and writes nothing when storage refuses', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const notes = createLocalNotes(refusing, 'u1');
    expect(() => {
      notes.write('422', 'S0AG', 'x');
    }).not.toThrow();
    expect(notes.read('422', 'S0AG')).toBeNull();
  });
});
