import { text } from 'node:stream/consumers';
import {
  IMPORT_MESSAGES,
  LABEL_COLOURS,
  type ExportedDay,
  type ExportedMention,
  type ExportFile,
} from '@baseline/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, solidPng } from '../diary/testing/diary.js';
import { exportedImage, exportFile } from './testing/import-files.js';
import { addDemoPlayers, mentionHtml } from '../mentions/testing/mentions.js';
import { createSubscriber } from '../../../test/security/actors.js';
import { streamJsonExport } from '../export/json-export.js';

const PLAYERS = [
  { playerId: 'ZS01', firstName: 'Jannik', lastName: 'Sinner' },
  { playerId: 'ZS02', firstName: 'Carlos', lastName: 'Alcaraz' },
];
const word = fc.stringMatching(/^[a-z]{1,8}$/);

/** A random account as a file: days with tabs, tags, mentions of demo players and images; notes, labels, templates. */
function accountFile(images: Buffer[]) {
  const tabHtml = fc
    .tuple(fc.array(word, { minLength: 1, maxLength: 4 }), fc.option(fc.constantFrom(...PLAYERS), { nil: undefined }))
    .map(([words, player]) => {
      const mention = player
        ? ` ${mentionHtml('player', player.playerId, `${player.firstName} ${player.lastName}`)}`
        : '';
      return `<p>${words.join(' ')}${mention}</p>`;
    });
  const tab = fc.record({
    title: word,
    html: tabHtml,
    tags: fc.uniqueArray(word, { maxLength: 3 }),
    mentions: fc.constant<ExportedMention[]>([]),
    image: fc.option(
      fc.nat({ max: images.length - 1 }).map((index) => {
        const bytes = images[index] as Buffer;
        return exportedImage('image/png', bytes, { width: 10 + index, height: 10 });
      }),
      { nil: null },
    ),
  });
  const day = fc.record({
    date: fc.date({ min: new Date('2020-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
    createdAt: fc.integer({ min: 1, max: 1_700_000_000_000 }),
    tabs: fc.array(tab, { minLength: 1, maxLength: 3 }),
  });
  const times = { createdAt: fc.constant(1_000), updatedAt: fc.integer({ min: 1_000, max: 2_000 }) };
  return fc
    .record({
      days: fc.uniqueArray(day, { maxLength: 5, selector: (found) => found.date.toISOString().slice(0, 10) }),
      playerNotes: fc.uniqueArray(
        fc.record({
          tournamentId: fc.constantFrom('580', '520'),
          playerId: fc.constantFrom('ZS01', 'ZS02'),
          tournamentYear: fc.option(fc.integer({ min: 2000, max: 2026 }), { nil: null }),
          playerName: fc.constant(''),
          tournamentName: fc.constant(''),
          note: word,
          ...times,
        }),
        { maxLength: 3, selector: (note) => `${note.tournamentId}/${note.playerId}` },
      ),
      labels: fc.uniqueArray(
        fc.record({
          name: word,
          colour: fc.constantFrom(...LABEL_COLOURS),
          playerIds: fc.subarray(['ZS01', 'ZS02']),
          ...times,
        }),
        { maxLength: 3, selector: (label) => label.name },
      ),
      // One name per kind, as the template routes keep them (and the import refuses a second with other text).
      templates: fc.uniqueArray(
        fc.record({ kind: fc.constantFrom('tab' as const, 'note' as const), name: word, body: word, ...times }),
        { maxLength: 2, selector: (template) => `${template.kind}/${template.name}` },
      ),
    })
    .map(({ days, ...rest }) =>
      exportFile(
        days.map((found): ExportedDay => ({
          date: found.date.toISOString().slice(0, 10),
          createdAt: found.createdAt,
          updatedAt: found.createdAt + 1,
          tabs: found.tabs,
        })),
        rest,
      ),
    );
}

describe.each(dialects)('the JSON export round trip (%s)', (dialect) => {
  let t: TestApp;
  let images: Buffer[];
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    await addDemoPlayers(t, PLAYERS);
    images = await Promise.all([0, 1, 2].map((index) => solidPng(10 + index, 10, `#${index}0a0b0`)));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh member per case (one shared password hash, no login and so no login rate limit) and the import's answer. */
  async function importInto(file: ExportFile) {
    const { headers, user } = await createSubscriber(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import?existing=skip',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
    return { res, userId: user.id };
  }

  async function exportOf(userId: string): Promise<ExportFile> {
    const json = await text(streamJsonExport(t.database.db, userId, { from: null, to: null }, Date.now()));
    const file = JSON.parse(json) as ExportFile;
    return { ...file, exportedAt: '' };
  }

  const holdsNothing = (file: ExportFile) =>
    file.days.length + file.playerNotes.length + file.labels.length + file.templates.length === 0;

  /**
   * Export → import into an empty account → export gives the same file. A file holding nothing at all (the export
   * of an empty account) is refused with IMPORT_MESSAGES.noDays, on purpose, and writes nothing.
   */
  const roundTrip = () =>
    fc.asyncProperty(accountFile(images), async (file) => {
      const imported = await importInto(file);
      if (holdsNothing(file)) {
        expect(imported.res.statusCode).toBe(400);
        expect(imported.res.json()).toEqual({ error: IMPORT_MESSAGES.noDays });
        expect(holdsNothing(await exportOf(imported.userId))).toBe(true);
        return;
      }
      expectOk(imported.res);
      const first = await exportOf(imported.userId);
      const again = await importInto(first);
      expectOk(again.res);
      const second = await exportOf(again.userId);
      expect(first.days.map((day) => day.date)).toEqual(file.days.map((day) => day.date).sort());
      expect(second).toEqual(first);
    });

  // Each case costs a member (no hashing, no login) and two small imports: 15 cases took 1–2 s alone on SQLite and
  // 5–10 s on PostgreSQL with the machine's two cores busy, so the timeout is ten times the worst seen.
  it(
    'exports an imported account as it was, and importing that export into an empty account changes nothing',
    { timeout: 120_000 },
    async () => {
      await fc.assert(roundTrip(), { numRuns: 15, examples: [[exportFile([])]] });
    },
  );

  // CI's Node 24 pass: the empty account (no days, notes, labels or templates) was refused and failed the property.
  it('replays seed -1473367637, path 8:0: the export of an empty account', async () => {
    await fc.assert(roundTrip(), { seed: -1473367637, path: '8:0' });
  });
});
