import { MENTION, MENTION_MESSAGES } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { testClock } from '../../../test/clock.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from '../diary/testing/diary.js';
import { addDemoPlayers, firstDemoTournament, mentionHtml } from './testing/mentions.js';

const NOW = Date.parse('2026-05-30T12:00:00Z');
const sinner = mentionHtml('player', 'ZS01', 'Jannik Sinner');
const alcaraz = mentionHtml('player', 'ZS02', 'Carlos Alcaraz');

describe.each(dialects)('saving a day records its mentions (%s)', (dialect) => {
  let t: TestApp;
  let me: { headers: Headers; userId: string };
  let tournament: { id: string; title: string };

  /** The mentions index of a user, in a stable order. */
  async function indexOf(userId: string) {
    return t.database.db
      .selectFrom('diaryMentions')
      .select(['date', 'kind', 'targetId', 'noteId', 'entryId'])
      .where('userId', '=', userId)
      .orderBy('date')
      .orderBy('kind')
      .orderBy('targetId')
      .execute();
  }
  const targets = async (userId: string) =>
    (await indexOf(userId)).map(({ date, kind, targetId }) => `${date} ${kind} ${targetId}`);

  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { now: testClock(NOW).now });
    const signedIn = await signInSubscriber(t);
    me = { headers: signedIn.headers, userId: signedIn.user.id };
    await addDemoPlayers(t, [
      { playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' },
      { playerId: 'ZS02', firstName: 'Carlos', lastName: 'Alcaraz' },
    ]);
    tournament = await firstDemoTournament(t, me.headers);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('writes each tab’s mentions once, replaces them on the next save and keeps them through a rename', async () => {
    const date = '2026-05-01';
    const twice = `<p>${sinner} beat ${alcaraz}; ${sinner} again</p>`;
    const atEvent = `<p>${mentionHtml('tournament', tournament.id, tournament.title)}: ${alcaraz}</p>`;
    expectOk(await saveDay(t, me.headers, { date, notes: [tab({ content: twice }), tab({ content: atEvent })] }));
    const day = await readDay(t, me.headers, date);
    expect(day.notes.map((note) => note.content)).toEqual([twice, atEvent]);
    expect(await targets(me.userId)).toEqual([
      `${date} player ZS01`,
      `${date} player ZS02`,
      `${date} player ZS02`,
      `${date} tournament ${tournament.id}`,
    ]);
    const rows = await indexOf(me.userId);
    expect(new Set(rows.map((row) => row.entryId)).size).toBe(1);
    expect(new Set(rows.map((row) => row.noteId)).size).toBe(2);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/diary/rename-tab',
      headers: me.headers,
      payload: { date, index: 0, newTitle: 'Final' },
    });
    expectOk(renamed);
    expect(await indexOf(me.userId)).toEqual(rows);

    expectOk(
      await saveDay(t, me.headers, {
        date,
        baseVersion: day.version + 1,
        notes: [tab({ content: `<p>${alcaraz} only</p>` })],
      }),
    );
    expect(await targets(me.userId)).toEqual([`${date} player ZS02`]);
  });

  it('removes a day’s mentions with the day, and keeps two members’ apart', async () => {
    const other = await signInSubscriber(t);
    const date = '2026-05-02';
    const content = `<p>${sinner}</p>`;
    expectOk(await saveDay(t, me.headers, { date, notes: [tab({ content })] }));
    expectOk(await saveDay(t, other.headers, { date, notes: [tab({ content })] }));
    expect(await targets(other.user.id)).toEqual([`${date} player ZS01`]);
    expect(await targets(me.userId)).toContain(`${date} player ZS01`);

    expectOk(await saveDay(t, me.headers, { date, baseVersion: 1, notes: [] }));
    expect(await targets(me.userId)).not.toContain(`${date} player ZS01`);
    expect(await targets(other.user.id)).toEqual([`${date} player ZS01`]);
  });

  it('records nothing for a span that is not a mention, or a mention the sanitiser refused', async () => {
    const date = '2026-05-03';
    const content =
      '<p><span data-kind="player" data-id="javascript:alert(1)" data-label="x">@x</span> ' +
      '<span data-kind="coach" data-id="ZS01" data-label="x">@x</span> <span>ZS01</span></p>';
    expectOk(await saveDay(t, me.headers, { date, notes: [tab({ content })] }));
    expect((await readDay(t, me.headers, date)).notes[0]?.content).toBe('<p>@x @x ZS01</p>');
    expect(await targets(me.userId)).not.toContain(`${date} player ZS01`);
  });

  it.each([
    ['player', mentionHtml('player', 'NOSUCH1', 'Nobody')],
    ['tournament', mentionHtml('tournament', '999999', 'Nowhere Open')],
  ] as const)(
    'refuses a mention of a %s the tennis data does not have, naming the tab, saving nothing',
    async (kind, html) => {
      const date = '2026-05-04';
      const res = await saveDay(t, me.headers, {
        date,
        notes: [
          tab({ title: 'Fine', content: `<p>${sinner}</p>` }),
          tab({ title: 'Scouting', content: `<p>${html}</p>` }),
        ],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: MENTION_MESSAGES.unknownTarget('Scouting', kind) });
      expect((await readDay(t, me.headers, date)).notes).toEqual([]);
      expect((await targets(me.userId)).filter((row) => row.startsWith(date))).toEqual([]);
    },
  );

  it(`refuses a tab of more than ${MENTION.perTab} mentions, naming the tab`, async () => {
    await addDemoPlayers(
      t,
      Array.from({ length: MENTION.perTab + 1 }, (_, n) => ({
        playerId: `ZM${n}`,
        firstName: 'Many',
        lastName: `${n}`,
      })),
    );
    const many = Array.from({ length: MENTION.perTab + 1 }, (_, n) => mentionHtml('player', `ZM${n}`, `Many ${n}`));
    const date = '2026-05-05';
    const within = await saveDay(t, me.headers, {
      date,
      notes: [tab({ content: `<p>${many.slice(1).join(' ')}</p>` })],
    });
    expectOk(within);
    expect((await targets(me.userId)).filter((row) => row.startsWith(date))).toHaveLength(MENTION.perTab);
    const res = await saveDay(t, me.headers, {
      date,
      baseVersion: 1,
      notes: [tab({ title: 'Crowded', content: `<p>${many.join(' ')}</p>` })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: MENTION_MESSAGES.tooMany('Crowded') });
    expect((await targets(me.userId)).filter((row) => row.startsWith(date))).toHaveLength(MENTION.perTab);
  });
});
