import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';
import { TIPTAP_OUTPUT } from './testing/tiptap-output.js';

/** The attack's tab: one tag repeated, never closed, 400,000 characters in all (within the input limit). */
const unclosed = (tag: string) => `<${tag}>`.repeat(Math.floor(400_000 / (tag.length + 2)));

describe.each(dialects)('diary: markup that would stall the parser (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['b', 's', 'u', 'svg', 'div'])(
    'refuses a tab of <%s> left open 400,000 characters long, and keeps the day',
    async (tag) => {
      const date = '2026-04-01';
      const saved = expectOk(await saveDay(t, headers, { date, notes: [tab({ content: '<p>Kept</p>' })] })).json<{
        version: number;
      }>();
      const res = await saveDay(t, headers, {
        date,
        baseVersion: saved.version,
        notes: [tab({ title: 'Kept' }), tab({ title: 'Attack', content: unclosed(tag) })],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error:
          'The note in tab "Attack" nests its formatting too deeply: at most 100 levels, counting elements left open.',
      });
      expect((await readDay(t, headers, date)).notes).toMatchObject([{ content: '<p>Kept</p>' }]);
      await saveDay(t, headers, { date, notes: [], overwrite: true });
    },
  );

  it('refuses 31 such tabs in one request as too much text, before parsing any of them', async () => {
    const res = await saveDay(t, headers, {
      date: '2026-04-02',
      notes: Array.from({ length: 31 }, (_, i) => tab({ title: `Tab ${i + 1}`, content: unclosed('b') })),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error:
        'This day holds too much text to save at once: at most 4,000,000 characters of formatted text over all its tabs.',
    });
    expect((await readDay(t, headers, '2026-04-02')).notes).toEqual([]);
  });

  it('refuses a tab with more elements than a note may hold', async () => {
    const res = await saveDay(t, headers, {
      date: '2026-04-03',
      notes: [tab({ title: 'Long', content: '<p><b>x</b></p>'.repeat(5_001) })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error:
        'The note in tab "Long" has too much formatting: at most 10,000 formatted elements. Split it over two tabs.',
    });
  });

  it('still saves a long real note, unchanged, in every tab of a day', async () => {
    const longNote = TIPTAP_OUTPUT.repeat(150);
    expect(longNote.length).toBeGreaterThan(150_000);
    const notes = Array.from({ length: 12 }, (_, i) => tab({ title: `Match ${i + 1}`, content: longNote }));
    expectOk(await saveDay(t, headers, { date: '2026-04-04', notes }));
    const day = await readDay(t, headers, '2026-04-04');
    expect(day.notes.map((note) => note.content)).toEqual(notes.map(() => longNote));
  });
});
