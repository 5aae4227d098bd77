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

const at = (tournamentId: string, playerId: string, tournamentYear = 2026) => ({
  tournamentId,
  tournamentYear,
  playerId,
});

describe('local player notes', () => {
  it('gives back the note kept for the user, tournament and player', () => {
    const storage = memoryStorage();
    createLocalNotes(storage, 'u1').write(at('422', 'S0AG'), 'Serves wide on big points.');
    expect(createLocalNotes(storage, 'u1').read(at('422', 'S0AG'))).toBe('Serves wide on big points.');
    expect(createLocalNotes(storage, 'u1').read(at('422', 'A0E2'))).toBeNull();
    expect(createLocalNotes(storage, 'u1').read(at('580', 'S0AG'))).toBeNull();
  });

  it("keeps each edition's copy apart: last year's is never shown as this year's", () => {
    const storage = memoryStorage();
    createLocalNotes(storage, 'u1').write(at('422', 'S0AG', 2025), 'Wimbledon 2025');
    expect(createLocalNotes(storage, 'u1').read(at('422', 'S0AG', 2026))).toBeNull();
    expect(createLocalNotes(storage, 'u1').read(at('422', 'S0AG', 2025))).toBe('Wimbledon 2025');
  });

  it("never shows one user another's note", () => {
    const storage = memoryStorage();
    createLocalNotes(storage, 'u1').write(at('422', 'S0AG'), 'mine');
    expect(createLocalNotes(storage, 'u2').read(at('422', 'S0AG'))).toBeNull();
  });

  it('removes the copy when the note is emptied', () => {
    const storage = memoryStorage();
    const notes = createLocalNotes(storage, 'u1');
    notes.write(at('422', 'S0AG'), 'x');
    notes.write(at('422', 'S0AG'), '  ');
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
      notes.write(at('422', 'S0AG'), 'x');
    }).not.toThrow();
    expect(notes.read(at('422', 'S0AG'))).toBeNull();
  });
});
