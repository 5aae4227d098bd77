import type { LastYearResponse, NotebookTournamentResponse, PlayerDossierResponse } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock, type TestClock } from '../../../test/clock.js';
import { expectOk, signInSubscriber, type Headers } from '../diary/testing/diary.js';
import { expectMalformedBodiesRefused } from '../../../test/requests.js';

const NOTES = '/api/player-notes';

function readNote(t: TestApp, headers: Headers, tournamentId: string, playerId: string) {
  return t.app.inject({ method: 'GET', url: `${NOTES}/${tournamentId}/${playerId}`, headers });
}

function saveNote(t: TestApp, headers: Headers, tournamentId: string, playerId: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `${NOTES}/${tournamentId}/${playerId}`, headers, payload });
}

describe.each(dialects)('player notes (%s)', (dialect) => {
  let t: TestApp;
  let clock: TestClock;
  let headers: Headers;
  beforeAll(async () => {
    clock = testClock(Date.parse('2026-03-10T12:00:00Z'));
    t = await buildTestApp(dialect, {}, { now: clock.now });
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an empty note before any is written', async () => {
    const res = await readNote(t, headers, '404', 'DP0001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ note: '' });
  });

  it('keeps a note, replaces it, and deletes it when emptied', async () => {
    expect(expectOk(await saveNote(t, headers, '404', 'DP0002', { note: 'Big serve.' })).json()).toEqual({
      note: 'Big serve.',
    });
    expect((await readNote(t, headers, '404', 'DP0002')).json()).toEqual({ note: 'Big serve.' });

    expectOk(await saveNote(t, headers, '404', 'DP0002', { note: 'Big serve.\nWeak backhand return.' }));
    expect((await readNote(t, headers, '404', 'DP0002')).json()).toEqual({ note: 'Big serve.\nWeak backhand return.' });

    expect(expectOk(await saveNote(t, headers, '404', 'DP0002', { note: ' \n\t ' })).json()).toEqual({ note: '' });
    expect((await readNote(t, headers, '404', 'DP0002')).json()).toEqual({ note: '' });
    expect(
      await t.database.db.selectFrom('playerNotes').select('playerId').where('playerId', '=', 'DP0002').execute(),
    ).toEqual([]);

    expectOk(await saveNote(t, headers, '404', 'DP0002', { note: 'Back again' }));
    expectOk(await saveNote(t, headers, '404', 'DP0002', { note: '' }));
    expect((await readNote(t, headers, '404', 'DP0002')).json()).toEqual({ note: '' });
  });

  it('keeps the text as plain text, markup and all, without control characters', async () => {
    const note = '<b>not bold</b> & <script>alert(1)</script>';
    expectOk(await saveNote(t, headers, '404', 'DP0003', { note: `${note}\u0000\u0007` }));
    expect((await readNote(t, headers, '404', 'DP0003')).json()).toEqual({ note });
  });

  it('takes a note of the size limit and refuses one character more', async () => {
    const longest = 'é'.repeat(20_000);
    expectOk(await saveNote(t, headers, '404', 'DP0004', { note: longest }));
    expect((await readNote(t, headers, '404', 'DP0004')).json()).toEqual({ note: longest });
    const res = await saveNote(t, headers, '404', 'DP0004', { note: `${longest}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'note must NOT have more than 20000 characters.' });
  });

  it.each([
    [{}, 'note is required.'],
    [{ note: 5 }, 'note must be string.'],
    [{ note: 'x', tournamentYear: 20260 }, 'tournamentYear must be <= 9999.'],
  ])('refuses the body %j', async (payload, error) => {
    const res = await saveNote(t, headers, '404', 'DP0005', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it.each([
    ['GET', `${NOTES}/4%2004/DP0001`, 'tournamentId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['GET', `${NOTES}/404/DP_0001`, 'playerId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['POST', `${NOTES}/404/${'X'.repeat(17)}`, 'playerId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['GET', `${NOTES}/4.04`, 'tournamentId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
    ['GET', `${NOTES}/player/S0%20AG`, 'playerId must match pattern "^[A-Za-z0-9-]{1,16}$".'],
  ] as const)('%s %s answers 400', async (method, url, error) => {
    const res = await t.app.inject({ method, url, headers, payload: method === 'POST' ? { note: 'x' } : undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
  });

  it('refuses a body that is not JSON or too large', async () => {
    await expectMalformedBodiesRefused(t, { method: 'POST', url: `${NOTES}/404/DP0006`, headers });
  });

  it("lists the players noted at a tournament, for the draw's marks", async () => {
    const { headers: fresh } = await signInSubscriber(t);
    expect((await t.app.inject({ method: 'GET', url: `${NOTES}/580`, headers: fresh })).json()).toEqual({
      playerIds: [],
    });
    for (const player of ['DP0120', 'DP0007', 'S0AG']) expectOk(await saveNote(t, fresh, '580', player, { note: 'x' }));
    expectOk(await saveNote(t, fresh, '404', 'DP0008', { note: 'elsewhere' }));
    expectOk(await saveNote(t, fresh, '580', 'DP0007', { note: 'twice, listed once' }));
    const res = await t.app.inject({ method: 'GET', url: `${NOTES}/580`, headers: fresh });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ playerIds: ['DP0007', 'DP0120', 'S0AG'] });
  });

  it("gathers a player's notes across tournaments and editions, newest first, with titles when known", async () => {
    const { headers: fresh } = await signInSubscriber(t);
    expectOk(await saveNote(t, fresh, '404', 'DP0009', { note: 'Indian Wells', tournamentYear: 2025 }));
    clock.advance(60_000);
    expectOk(await saveNote(t, fresh, '999999', 'DP0009', { note: 'Exhibition' }));
    clock.advance(60_000);
    expectOk(await saveNote(t, fresh, '580', 'DP0009', { note: 'Melbourne', tournamentYear: 2026 }));
    clock.advance(60_000);
    // Saved without the year: on this year's edition, beside last year's.
    expectOk(await saveNote(t, fresh, '404', 'DP0009', { note: 'Indian Wells again' }));
    expectOk(await saveNote(t, fresh, '404', 'DP0010', { note: 'another player' }));

    const res = await t.app.inject({ method: 'GET', url: `${NOTES}/player/DP0009`, headers: fresh });
    expect(res.statusCode).toBe(200);
    const start = Date.parse('2026-03-10T12:00:00Z');
    expect(res.json<PlayerDossierResponse>()).toEqual({
      notes: [
        {
          tournamentId: '404',
          tournamentYear: 2026,
          tournamentTitle: 'BNP Paribas Open',
          note: 'Indian Wells again',
          updatedAt: start + 180_000,
        },
        {
          tournamentId: '580',
          tournamentYear: 2026,
          tournamentTitle: 'Australian Open',
          note: 'Melbourne',
          updatedAt: start + 120_000,
        },
        { tournamentId: '999999', tournamentYear: 2026, note: 'Exhibition', updatedAt: start + 60_000 },
        {
          tournamentId: '404',
          tournamentYear: 2025,
          tournamentTitle: 'BNP Paribas Open',
          note: 'Indian Wells',
          updatedAt: start,
        },
      ],
    });
  });

  describe('one note per edition (issue 31)', () => {
    const at = (year: number) => `?year=${year}`;

    it("keeps last year's note beside this year's, and 'Last year here' shows last year's", async () => {
      const { headers: fresh } = await signInSubscriber(t);
      expectOk(await saveNote(t, fresh, `404`, `DP0301${at(2025)}`, { note: 'Indian Wells 2025: flat forehand' }));
      clock.advance(60_000);
      expectOk(
        await saveNote(t, fresh, '404', 'DP0301', { note: 'Indian Wells 2026: new coach', tournamentYear: 2026 }),
      );

      expect((await readNote(t, fresh, '404', `DP0301${at(2025)}`)).json()).toEqual({
        note: 'Indian Wells 2025: flat forehand',
      });
      expect((await readNote(t, fresh, '404', `DP0301${at(2026)}`)).json()).toEqual({
        note: 'Indian Wells 2026: new coach',
      });
      expect((await readNote(t, fresh, '404', `DP0301${at(2024)}`)).json()).toEqual({ note: '' });

      const lastYear = await t.app.inject({
        method: 'GET',
        url: '/api/notebook/tournaments/2026/404/last-year',
        headers: fresh,
      });
      expect(lastYear.statusCode).toBe(200);
      expect(lastYear.json<LastYearResponse>().playerNotes).toEqual([
        {
          playerId: 'DP0301',
          tournamentYear: 2025,
          note: 'Indian Wells 2025: flat forehand',
          updatedAt: clock.now() - 60_000,
        },
      ]);
      const thisYear = await t.app.inject({ method: 'GET', url: '/api/notebook/tournaments/2026/404', headers: fresh });
      expect(thisYear.json<NotebookTournamentResponse>().playerNotes.map((note) => note.note)).toEqual([
        'Indian Wells 2026: new coach',
      ]);
    });

    it("marks the draw of each edition with that edition's notes", async () => {
      const { headers: fresh } = await signInSubscriber(t);
      expectOk(await saveNote(t, fresh, '404', `DP0302${at(2025)}`, { note: 'then' }));
      expectOk(await saveNote(t, fresh, '404', `DP0303${at(2026)}`, { note: 'now' }));
      const noted = async (query: string) =>
        (await t.app.inject({ method: 'GET', url: `${NOTES}/404${query}`, headers: fresh })).json<unknown>();
      expect(await noted(at(2025))).toEqual({ playerIds: ['DP0302'] });
      expect(await noted(at(2026))).toEqual({ playerIds: ['DP0303'] });
      expect(await noted('')).toEqual({ playerIds: ['DP0303'] });
    });

    it("deletes one edition's note and leaves the other", async () => {
      const { headers: fresh } = await signInSubscriber(t);
      expectOk(await saveNote(t, fresh, '404', `DP0304${at(2025)}`, { note: 'kept' }));
      expectOk(await saveNote(t, fresh, '404', `DP0304${at(2026)}`, { note: 'deleted' }));
      expectOk(await saveNote(t, fresh, '404', `DP0304${at(2026)}`, { note: '' }));
      expect((await readNote(t, fresh, '404', `DP0304${at(2026)}`)).json()).toEqual({ note: '' });
      expect((await readNote(t, fresh, '404', `DP0304${at(2025)}`)).json()).toEqual({ note: 'kept' });
    });

    it('reads and writes the latest edition without a year: the current one, not a projected next one', async () => {
      const { headers: fresh } = await signInSubscriber(t);
      expectOk(await saveNote(t, fresh, '404', 'DP0305', { note: 'no year given' }));
      expect((await readNote(t, fresh, '404', `DP0305${at(2026)}`)).json()).toEqual({ note: 'no year given' });
      expect((await readNote(t, fresh, '404', 'DP0305')).json()).toEqual({ note: 'no year given' });
    });

    it.each([
      ['GET', `${NOTES}/404/DP0306?year=26`, 'year must match pattern "^\\d{4}$".'],
      ['POST', `${NOTES}/404/DP0306?year=last`, 'year must match pattern "^\\d{4}$".'],
      ['GET', `${NOTES}/404?year=20266`, 'year must match pattern "^\\d{4}$".'],
    ] as const)('%s %s answers 400', async (method, url, error) => {
      const res = await t.app.inject({ method, url, headers, payload: method === 'POST' ? { note: 'x' } : undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('refuses a year in the address that the body contradicts', async () => {
      const res = await saveNote(t, headers, '404', `DP0307${at(2025)}`, { note: 'x', tournamentYear: 2026 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The year in the address and the tournamentYear of the note differ.' });
      expect((await readNote(t, headers, '404', `DP0307${at(2025)}`)).json()).toEqual({ note: '' });
    });
  });

  it('answers an empty dossier for a player without notes', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${NOTES}/player/DP0700`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notes: [] });
  });
});
