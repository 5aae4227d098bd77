import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/clock.js';
import { ACCESS_CACHE_TTL_MS, createAccessCache, type AccessState } from './access-cache.js';
import { createAccessChanges, type AccessChange } from './access-changes.js';

const START = Date.parse('2026-11-26T09:00:00.000Z');

/** One instance's cache, without Redis: what each announcement makes it read again. */
function cacheHearing() {
  const clock = testClock(START);
  const changes = createAccessChanges();
  const cache = createAccessCache({ now: clock.now, changes });
  const loads: string[] = [];
  const loadState = (userId: string): Promise<AccessState> => {
    loads.push(`state:${userId}`);
    return Promise.resolve({ user: undefined, term: undefined });
  };
  const loadRevoked = (jti: string): Promise<boolean> => {
    loads.push(`revoked:${jti}`);
    return Promise.resolve(false);
  };
  async function readAll() {
    loads.length = 0;
    await Promise.all([
      cache.state('ann', loadState),
      cache.state('bob', loadState),
      cache.isRevoked('t1', loadRevoked),
    ]);
    return [...loads];
  }
  return { clock, changes, readAll };
}

describe('the guard cache hears access changes', () => {
  it('keeps what it read for ACCESS_CACHE_TTL_MS on its clock, not a moment longer', async () => {
    const { clock, readAll } = cacheHearing();
    expect(await readAll()).toHaveLength(3);
    clock.advance(ACCESS_CACHE_TTL_MS - 1);
    expect(await readAll()).toEqual([]);
    clock.advance(1);
    expect(await readAll()).toHaveLength(3);
  });

  it.each<[AccessChange, string[]]>([
    [{ kind: 'token-revoked', jti: 't1' }, ['revoked:t1']],
    [{ kind: 'password-changed', userId: 'ann' }, ['state:ann']],
    [{ kind: 'account-disabled', userId: 'ann' }, ['state:ann']],
    [{ kind: 'account-enabled', userId: 'ann' }, ['state:ann']],
    [{ kind: 'sessions-ended', userId: 'ann' }, ['state:ann']],
    [{ kind: 'two-factor-reset', userId: 'ann' }, ['state:ann']],
    [{ kind: 'subscription-changed' }, ['state:ann', 'state:bob']],
  ])('forgets exactly what %j affects', async (change, reloaded) => {
    const { changes, readAll } = cacheHearing();
    await readAll();
    changes.announce(change);
    expect(await readAll()).toEqual(reloaded);
  });
});
