import { describe, expect, it } from 'vitest';
import { pathOf } from './routePath';

describe('pathOf', () => {
  it("gives a call's path from the contract's table", () => {
    expect(pathOf('diary.list')).toBe('/api/diary/list');
  });

  it('fills in each parameter, encoded', () => {
    expect(pathOf('tennis.draw', { params: { year: '2026', id: '339' } })).toBe('/api/atp/draws/2026/339');
    expect(pathOf('playerNotes.get', { params: { tournamentId: 'a/b', playerId: 'x y?' } })).toBe(
      '/api/player-notes/a%2Fb/x%20y%3F',
    );
  });

  it('appends the query, encoded', () => {
    expect(pathOf('diary.day', { query: { date: '2026-11-20' } })).toBe('/api/diary?date=2026-11-20');
    expect(pathOf('diary.tagSearch', { query: { tag: 'serve & volley' } })).toBe(
      '/api/diary/search?tag=serve%20%26%20volley',
    );
  });

  it('refuses a call whose parameter is missing', () => {
    expect(() => pathOf('admin.approve')).toThrow('admin.approve needs the parameter id');
  });
});
