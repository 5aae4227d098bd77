import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, dialects, type TestDatabase } from '../../../../test/build-app.js';
import { testClock } from '../../../../test/clock.js';
import { createDemoData } from '../demo/demo-data.js';
import type { TennisData } from '../tennis-data.js';
import { createPlayerIngest } from './player-ingest.js';
import { matchesOfPlayer } from './players.repo.js';
import { tournamentIndexOf } from './tournament-index.js';

/** The day after Roland Garros 2026 (24 May to 7 June): its draw and the season's earlier ones are final. */
const NOW = Date.parse('2026-06-08T12:00:00Z');
const ROLAND_GARROS = '520';

describe.each(dialects)('the demo season read into the players tables (%s)', (dialect) => {
  let test: TestDatabase;
  let other: TestDatabase;
  beforeAll(async () => {
    [test, other] = await Promise.all([createTestDatabase(dialect), createTestDatabase(dialect)]);
  });
  afterAll(async () => {
    await Promise.all([test.close(), other.close()]);
  });

  /** A server's ingest over the demo, counting the draws it makes, as a start of the server makes one. */
  function started(database = test) {
    const { now } = testClock(NOW);
    const demo = createDemoData(now);
    const made: string[] = [];
    const data: TennisData = {
      ...demo,
      draw: (year, id) => {
        made.push(id);
        return demo.draw(year, id);
      },
    };
    const ingest = createPlayerIngest({
      db: database.database.db,
      data,
      tournaments: tournamentIndexOf(data),
      now,
      log: pino({ level: 'silent' }),
    });
    return { ingest, made };
  }

  it('makes again after a restart only the draws of tournaments not over when they were stored', async () => {
    const first = started();
    await first.ingest.readSeason(2026);
    expect(first.made).toContain(ROLAND_GARROS);
    const matches = async () =>
      (await test.database.db.selectFrom('tennisPlayerMatches').select('playerId').execute()).length;
    const stored = await matches();

    const restarted = started();
    await restarted.ingest.readSeason(2026);
    expect(restarted.made).not.toContain(ROLAND_GARROS);
    // Tournaments still to come (no draw yet) are asked again; the season's final draws are not made again.
    expect(restarted.made.length).toBeLessThan(first.made.length / 2);
    expect(await matches()).toBe(stored);
  }, 120_000);

  it("reads a player's own tournaments ahead of the season, the same matches as the season gives", async () => {
    const { db } = other.database;
    const { ingest, made } = started(other);
    const season = ingest.readSeason(2026);
    await ingest.readPlayer(2026, 'DP0001');
    const ownFirst = await matchesOfPlayer(db, 'demo', 'DP0001', 2026);
    const madeFirst = made.length;
    await season;

    expect(ownFirst.length).toBeGreaterThan(0);
    // The season's draws waited for the player's: his, the team events' and the one under way when he asked.
    expect(madeFirst).toBeLessThan(made.length / 4);
    expect(await matchesOfPlayer(db, 'demo', 'DP0001', 2026)).toEqual(ownFirst);
    // Read in full today: a page has nothing to read first.
    const madeInSeason = made.length;
    await ingest.readPlayer(2026, 'DP0002');
    expect(made).toHaveLength(madeInSeason);
  }, 120_000);
});
