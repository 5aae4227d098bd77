import {
  DIARY_LIMITS,
  IMPORT_MESSAGES,
  LABEL_MESSAGES,
  MENTION,
  NOTE_TEMPLATES,
  PLAYER_LABELS,
  PLAYER_NOTE_MAX_LENGTH,
  TEMPLATE_ERRORS,
  type ExportedLabel,
  type ExportedTemplate,
  type ExportFile,
} from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, saveDay, tab, type Headers } from '../diary/testing/diary.js';
import { exportedDay, exportedPlayerNote, exportedTab, exportFile } from './testing/import-files.js';
import { createSubscriber } from '../../../test/security/actors.js';

/**
 * Issue 30, finding 4: everything an import writes meets the limits of the route that writes it normally. A file
 * over one is refused whole, preview and commit alike, with a 400 naming the limit, and nothing is written.
 */

const note = exportedPlayerNote;

function label(fields: Partial<ExportedLabel> = {}): ExportedLabel {
  return { name: 'Clay', colour: 'red', playerIds: ['ZS01'], createdAt: 5, updatedAt: 6, ...fields };
}

function template(fields: Partial<ExportedTemplate> = {}): ExportedTemplate {
  return { kind: 'note', name: 'Plan', body: 'Serve and volley.', createdAt: 1, updatedAt: 2, ...fields };
}

const only = (rest: Partial<ExportFile>) => exportFile([], rest);

describe.each(dialects)('an import within the regular routes’ limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  async function member() {
    const { headers, user } = await createSubscriber(t);
    return { headers, userId: user.id };
  }

  function send(headers: Headers, url: string, file: object) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
  }

  /** Everything the member has that an import writes, counted by table. */
  async function rowsOf(userId: string) {
    const db = t.database.db;
    const count = async (
      table: 'playerNotes' | 'playerLabels' | 'noteTemplates' | 'diaryEntries' | 'searchDocuments',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .where('userId', '=', userId)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const assignments = Number(
      (
        await db
          .selectFrom('playerLabelAssignments')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );
    return {
      playerNotes: await count('playerNotes'),
      labels: await count('playerLabels'),
      assignments,
      templates: await count('noteTemplates'),
      days: await count('diaryEntries'),
      searchDocuments: await count('searchDocuments'),
    };
  }

  /** The preview and the commit (every mode) both answer 400 with exactly this message, and nothing changes. */
  async function expectRefused(file: object, error: string, who?: { headers: Headers; userId: string }) {
    const { headers, userId } = who ?? (await member());
    const before = await rowsOf(userId);
    const answers = [await send(headers, '/api/import/preview', file)];
    for (const mode of ['skip', 'replace', 'add'])
      answers.push(await send(headers, `/api/import?existing=${mode}`, file));
    expect(answers.map((res) => ({ status: res.statusCode, body: res.json<unknown>() }))).toEqual(
      answers.map(() => ({ status: 400, body: { error } })),
    );
    expect(await rowsOf(userId)).toEqual(before);
  }

  async function createLabels(headers: Headers, count: number) {
    for (let index = 0; index < count; index += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/labels',
        headers,
        payload: { name: `Mine ${index}`, colour: 'blue' },
      });
      expect(res.statusCode).toBe(201);
    }
  }

  async function createTemplates(headers: Headers, count: number) {
    for (let index = 0; index < count; index += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/templates',
        headers,
        payload: { kind: 'note', name: `Mine ${index}`, body: 'x' },
      });
      expect(res.statusCode).toBe(201);
    }
  }

  describe('player notes', () => {
    it('refuses a note of 2,000,000 characters, as the note route refuses 20,001', async () => {
      await expectRefused(
        only({ playerNotes: [note(), note({ playerId: 'ZS02', note: 'x'.repeat(2_000_000) })] }),
        IMPORT_MESSAGES.invalidContent(
          '/playerNotes/1/note',
          `must not have more than ${PLAYER_NOTE_MAX_LENGTH} characters`,
        ),
      );
    });

    it('refuses a note one character over the route’s limit, and takes one exactly at it', async () => {
      await expectRefused(
        only({ playerNotes: [note({ note: 'x'.repeat(PLAYER_NOTE_MAX_LENGTH + 1) })] }),
        IMPORT_MESSAGES.invalidContent(
          '/playerNotes/0/note',
          `must not have more than ${PLAYER_NOTE_MAX_LENGTH} characters`,
        ),
      );
      const { headers } = await member();
      const longest = 'y'.repeat(PLAYER_NOTE_MAX_LENGTH);
      expectOk(await send(headers, '/api/import?existing=skip', only({ playerNotes: [note({ note: longest })] })));
      const saved = await t.app.inject({ method: 'GET', url: '/api/player-notes/580/ZS01?year=2025', headers });
      expect(saved.json()).toEqual({ note: longest });
    });

    it('refuses a tournament year the note route refuses', async () => {
      await expectRefused(
        only({ playerNotes: [note({ tournamentYear: 20260 })] }),
        IMPORT_MESSAGES.invalidContent('/playerNotes/0/tournamentYear', 'must be <= 9999'),
      );
    });

    it('refuses a player’s or tournament’s name longer than a name the app shows (they go to the search index)', async () => {
      await expectRefused(
        only({ playerNotes: [note({ playerName: 'x'.repeat(2_000_000) })] }),
        IMPORT_MESSAGES.invalidContent(
          '/playerNotes/0/playerName',
          `must not have more than ${MENTION.labelMaxLength} characters`,
        ),
      );
      await expectRefused(
        only({ playerNotes: [note({ tournamentName: 'x'.repeat(MENTION.labelMaxLength + 1) })] }),
        IMPORT_MESSAGES.invalidContent(
          '/playerNotes/0/tournamentName',
          `must not have more than ${MENTION.labelMaxLength} characters`,
        ),
      );
    });

    it('refuses a time no date can hold, with a 400 rather than a 500', async () => {
      await expectRefused(
        only({ playerNotes: [note({ updatedAt: 1e16 })] }),
        IMPORT_MESSAGES.invalidContent('/playerNotes/0/updatedAt', 'must be <= 8640000000000000'),
      );
      await expectRefused(
        exportFile([{ ...exportedDay('2026-01-01'), createdAt: 1e300 }]),
        IMPORT_MESSAGES.invalidContent('/days/0/createdAt', 'must be <= 8640000000000000'),
      );
    });

    it('drops control characters as the note route does, and leaves out a note that is then blank', async () => {
      const { headers, userId } = await member();
      const file = only({
        playerNotes: [note({ note: 'Serves\u0007 wide.\n' }), note({ playerId: 'ZS02', note: ' \u0001\t ' })],
      });
      const shown = await send(headers, '/api/import/preview', file);
      expect(shown.json()).toMatchObject({ playerNotes: 1 });
      const res = await send(headers, '/api/import?existing=skip', file);
      expect(res.json()).toMatchObject({ playerNotes: 1 });
      const saved = await t.app.inject({ method: 'GET', url: '/api/player-notes/580/ZS01?year=2025', headers });
      expect(saved.json()).toEqual({ note: 'Serves wide.\n' });
      expect((await rowsOf(userId)).playerNotes).toBe(1);
    });
  });

  describe('labels', () => {
    it('refuses labels past the member’s cap, counting the ones they have and merging by name', async () => {
      const who = await member();
      await createLabels(who.headers, PLAYER_LABELS.perMember - 1);
      // 'mine 0' merges into the member's 'Mine 0'; 'Clay' and 'Grass' are new: 99 + 2 = 101.
      const file = only({ labels: [label({ name: 'mine 0' }), label(), label({ name: 'Grass' })] });
      await expectRefused(file, IMPORT_MESSAGES.tooManyLabels(PLAYER_LABELS.perMember + 1), who);
    });

    it('takes labels up to the cap exactly, names merged within the file too', async () => {
      const who = await member();
      await createLabels(who.headers, PLAYER_LABELS.perMember - 1);
      const file = only({ labels: [label({ name: 'MINE 1' }), label(), label({ name: 'clay', playerIds: ['ZS02'] })] });
      expectOk(await send(who.headers, '/api/import?existing=skip', file));
      expect(await rowsOf(who.userId)).toMatchObject({ labels: PLAYER_LABELS.perMember, assignments: 3 });
    });

    it('refuses a file that alone holds more labels than a member may have', async () => {
      const labels = Array.from({ length: PLAYER_LABELS.perMember + 1 }, (_, index) => label({ name: `L${index}` }));
      await expectRefused(only({ labels }), IMPORT_MESSAGES.tooManyLabels(PLAYER_LABELS.perMember + 1));
    });

    it.each([
      ['a name over the limit', { name: 'x'.repeat(PLAYER_LABELS.nameMaxLength + 1) }, LABEL_MESSAGES.nameTooLong],
      ['a name of 2,000,000 characters', { name: 'x'.repeat(2_000_000) }, LABEL_MESSAGES.nameTooLong],
      ['a blank name', { name: ' \u0000 ' }, LABEL_MESSAGES.nameRequired],
      ['a colour outside the palette', { colour: 'chartreuse' }, LABEL_MESSAGES.colourUnknown],
    ])('refuses %s, as the label route does', async (_name, fields, problem) => {
      await expectRefused(
        only({ labels: [label(), label({ name: 'Grass', ...fields })] }),
        IMPORT_MESSAGES.labelProblem(2, problem),
      );
    });

    it('refuses a colour outside the palette even on a label that merges into one the member has', async () => {
      const who = await member();
      await createLabels(who.headers, 1);
      await expectRefused(
        only({ labels: [label({ name: 'Mine 0', colour: '<script>' })] }),
        IMPORT_MESSAGES.labelProblem(1, LABEL_MESSAGES.colourUnknown),
        who,
      );
    });

    it('puts a label on 20,000 players (the routes set no cap on them) with a 200, never a 500', async () => {
      const { headers, userId } = await member();
      const playerIds = Array.from({ length: 20_000 }, (_, index) => `P${index}`);
      const res = await send(
        headers,
        '/api/import?existing=skip',
        only({ labels: [label({ playerIds: [...playerIds, 'P1'] })] }),
      );
      expect(res.statusCode).toBe(200);
      expect(await rowsOf(userId)).toMatchObject({ labels: 1, assignments: 20_000 });
    });
  });

  describe('templates', () => {
    it('refuses templates past the member’s cap, counting the ones they have; exact duplicates do not count', async () => {
      const who = await member();
      await createTemplates(who.headers, NOTE_TEMPLATES.perMember - 2);
      const duplicate = template({ name: 'Mine 0', body: 'x' });
      await expectRefused(
        only({ templates: [duplicate, template(), template({ name: 'Second' }), template({ name: 'Third' })] }),
        IMPORT_MESSAGES.tooManyTemplates(NOTE_TEMPLATES.perMember + 1),
        who,
      );
      expectOk(
        await send(
          who.headers,
          '/api/import?existing=skip',
          only({ templates: [duplicate, template(), template({ name: 'Second' }), template()] }),
        ),
      );
      expect((await rowsOf(who.userId)).templates).toBe(NOTE_TEMPLATES.perMember);
    });

    it.each([
      ['a name over the limit', { name: 'x'.repeat(NOTE_TEMPLATES.nameMaxLength + 1) }, TEMPLATE_ERRORS.longName],
      ['a blank name', { name: '\t\n ' }, TEMPLATE_ERRORS.emptyName],
      [
        'a note template over a player note’s length',
        { body: 'x'.repeat(NOTE_TEMPLATES.noteBodyMaxLength + 1) },
        TEMPLATE_ERRORS.longNoteBody,
      ],
      [
        'a tab template of 2,000,000 characters',
        { kind: 'tab' as const, body: `<p>${'x'.repeat(2_000_000)}</p>` },
        TEMPLATE_ERRORS.longTabBody,
      ],
      [
        'a tab template over a tab’s length once sanitised',
        { kind: 'tab' as const, body: `<p>${'x'.repeat(NOTE_TEMPLATES.tabBodyMaxLength)}</p>` },
        TEMPLATE_ERRORS.longTabBody,
      ],
      [
        'the name of a built-in of its kind',
        { kind: 'tab' as const, name: 'match REPORT', body: '<p>x</p>' },
        TEMPLATE_ERRORS.duplicateName('match REPORT'),
      ],
      ['a name it holds twice with different text', { body: 'Other text.' }, TEMPLATE_ERRORS.duplicateName('Plan')],
    ])('refuses %s, as the template route does', async (_name, fields, problem) => {
      await expectRefused(
        only({ templates: [template(), template(fields)] }),
        IMPORT_MESSAGES.templateProblem(2, problem),
      );
    });

    it('refuses the name of one of the member’s own templates with other text, and takes exactly the limits', async () => {
      const who = await member();
      await createTemplates(who.headers, 1);
      await expectRefused(
        only({ templates: [template({ name: 'MINE 0', body: 'y' })] }),
        IMPORT_MESSAGES.templateProblem(1, TEMPLATE_ERRORS.duplicateName('MINE 0')),
        who,
      );
      const longest = template({
        name: 'n'.repeat(NOTE_TEMPLATES.nameMaxLength),
        body: 'b'.repeat(NOTE_TEMPLATES.noteBodyMaxLength),
      });
      expectOk(await send(who.headers, '/api/import?existing=skip', only({ templates: [longest] })));
      expect((await rowsOf(who.userId)).templates).toBe(2);
    });
  });

  describe('days', () => {
    const bigTab = (index: number) => exportedTab({ title: `T${index}`, html: `<p>${'x'.repeat(190_000)}</p>` });

    it('refuses a day holding more text than one save may, naming the day, with a 400', async () => {
      const tabs = Array.from({ length: 22 }, (_, index) => bigTab(index));
      await expectRefused(
        exportFile([exportedDay('2026-01-07', tabs)]),
        IMPORT_MESSAGES.dayProblem(
          '2026-01-07',
          `This day holds too much text to save at once: at most ${DIARY_LIMITS.htmlPerSave.toLocaleString('en')} characters of formatted text over all its tabs.`,
        ),
      );
    });

    it('refuses adding tabs that would give a day more text than one save may', async () => {
      const { headers, userId } = await member();
      const mine = Array.from({ length: 11 }, (_, index) =>
        tab({ title: `M${index}`, content: `<p>${'m'.repeat(190_000)}</p>` }),
      );
      expectOk(await saveDay(t, headers, { date: '2026-01-08', notes: mine }));
      const file = exportFile([
        exportedDay(
          '2026-01-08',
          Array.from({ length: 11 }, (_, index) => bigTab(index)),
        ),
      ]);
      const before = await rowsOf(userId);
      const res = await send(headers, '/api/import?existing=add', file);
      expect({ status: res.statusCode, body: res.json<unknown>() }).toEqual({
        status: 400,
        body: {
          error: IMPORT_MESSAGES.dayProblem(
            '2026-01-08',
            `This day holds too much text to save at once: at most ${DIARY_LIMITS.htmlPerSave.toLocaleString('en')} characters of formatted text over all its tabs.`,
          ),
        },
      });
      expect(await rowsOf(userId)).toEqual(before);
      expectOk(await send(headers, '/api/import?existing=replace', file));
    });
  });
});
