import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';

/** The French Open 2026 under way: the demo lists the 2025 and 2026 seasons. */
const NOW = Date.parse('2026-05-30T12:00:00Z');

describe.each(dialects)('the players read ahead of the first @ list (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const playersStored = async () =>
    (await t.database.db.selectFrom('tennisPlayers').select('playerId').where('source', '=', 'demo').execute()).length;

  it('fills the players table once the server listens, before anyone asks for a suggestion', async () => {
    expect(await playersStored()).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => {
      expect(await playersStored()).toBeGreaterThan(0);
    }, 60_000);
  }, 90_000);
});
