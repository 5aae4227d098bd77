import { PassThrough } from 'node:stream';
import { DIARY_LIMITS, IMPORT_LIMITS, IMPORT_MESSAGES } from '@baseline/contract';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { signInSubscriber, type Headers } from '../diary/testing/diary.js';
import {
  BLOCKING_MARKDOWN,
  declaringSizes,
  deepFrontMatter,
  deepJson,
  inflatingZip,
  manyValuesJson,
} from './testing/hostile-imports.js';
import { zipOf } from './testing/import-files.js';

const MB = 1024 * 1024;

/** The files of the outside attack of 2026-11-28 (issue 30), each answered with a 4xx and a sentence. */
describe.each(dialects)('the import under attack (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  function send(headers: Headers, url: string, payload: Buffer | string | PassThrough, type = 'application/zip') {
    return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': type }, payload });
  }

  /** Both routes answer `status` and `body` for the file, nothing is written, and the server still answers. */
  async function expectBoth(file: Buffer | string, status: number, body: unknown, type?: string) {
    const { headers } = await signInSubscriber(t);
    for (const url of ['/api/import/preview', '/api/import?existing=replace']) {
      const res = await send(headers, url, file, type);
      expect({ url, status: res.statusCode, body: res.json<unknown>() }).toEqual({ url, status, body });
    }
    const days = await t.app.inject({ method: 'GET', url: '/api/diary/list', headers });
    expect(days.json()).toMatchObject({ entries: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }

  it('refuses the front matter nested 100,000 deep that aborted the process, for its size', async () => {
    await expectBoth(deepFrontMatter(100_000), 400, { error: IMPORT_MESSAGES.frontMatterTooLarge('2026-01-01.md') });
  });

  it.each(['brackets', 'dashes'] as const)(
    'refuses front matter nested too deep within its size (%s)',
    async (shape) => {
      await expectBoth(deepFrontMatter(5_000, shape), 400, {
        error: IMPORT_MESSAGES.tooDeep('The front matter of "2026-01-01.md"'),
      });
    },
  );

  it('refuses JSON nested 100,000 deep', async () => {
    await expectBoth(deepJson(100_000), 400, { error: IMPORT_MESSAGES.tooDeep('The file') }, 'application/json');
  });

  it('refuses JSON holding more values than a reading may build, before parsing it', async () => {
    await expectBoth(
      manyValuesJson(IMPORT_LIMITS.jsonValues),
      400,
      { error: IMPORT_MESSAGES.tooManyValues },
      'application/json',
    );
  });

  it('refuses a Markdown section longer than a tab, or more sections than a day has tabs, before parsing them', async () => {
    const long = `## Long\n${'x'.repeat(IMPORT_LIMITS.sectionCharacters + 1)}`;
    await expectBoth(zipOf({ '2026-01-01.md': long }, { stored: true }), 400, {
      error: IMPORT_MESSAGES.sectionTooLong('2026-01-01.md', 'Long'),
    });
    const many = Array.from({ length: DIARY_LIMITS.tabsPerDay + 1 }, (_, index) => `## Tab ${index}\nx`).join('\n');
    await expectBoth(zipOf({ '2026-01-01.md': many }), 400, {
      error: IMPORT_MESSAGES.tooManySections('2026-01-01.md'),
    });
  });

  it('refuses front matter over its size', async () => {
    const note = 'x'.repeat(IMPORT_LIMITS.frontMatterBytes);
    const file = zipOf({ '2026-01-01.md': `---\nnote: ${note}\n---\nText` }, { stored: true });
    await expectBoth(file, 400, { error: IMPORT_MESSAGES.frontMatterTooLarge('2026-01-01.md') });
  });

  /** What each shape reads as now: a day, or the diary's own limit on markup, named. */
  const tooMuch = (date: string, problem: string) =>
    IMPORT_MESSAGES.dayProblem(date, `The note in tab "${date}" ${problem}`);
  const SHAPES: Record<string, string | undefined> = {
    '2026-01-04.md': tooMuch(
      '2026-01-04',
      'has too much formatting: at most 10,000 formatted elements. Split it over two tabs.',
    ),
    '2026-01-06.md': tooMuch(
      '2026-01-06',
      'nests its formatting too deeply: at most 100 levels, counting elements left open.',
    ),
  };

  it.each(Object.entries(BLOCKING_MARKDOWN))(
    'reads %s, a shape of Markdown that held the event loop or answered 500',
    async (name, text) => {
      const { headers } = await signInSubscriber(t);
      const res = await send(headers, '/api/import/preview', zipOf({ [name]: text }, { stored: true }));
      const refused = SHAPES[name];
      expect(res.statusCode).toBe(refused ? 400 : 200);
      expect(res.json()).toMatchObject(refused ? { error: refused } : { days: 1, tabs: 1, images: 0 });
    },
  );

  it('refuses an entry inflating over 200 times, however small (200 KB of zeros passed the old floor)', async () => {
    await expectBoth(inflatingZip(3, 200_000), 400, { error: IMPORT_MESSAGES.zipRatio('0/2026-01-01.md') });
  });

  it('refuses an entry that would inflate past its own limit, before inflating it', async () => {
    const file = declaringSizes(zipOf({ '2026-01-01.md': 'Text' }), { inflated: IMPORT_LIMITS.zipEntryBytes + 1 });
    await expectBoth(file, 400, { error: IMPORT_MESSAGES.zipEntryTooLarge('2026-01-01.md') });
  });

  it('refuses a zip whose entries would inflate past the total, before inflating them', async () => {
    const entry = 30 * MB;
    const count = Math.floor(IMPORT_LIMITS.zipInflatedBytes / entry) + 1;
    const names = Array.from({ length: count }, (_, index) => [`${index}.md`, new Uint8Array(1)] as const);
    const stored = Buffer.from(zipSync(Object.fromEntries(names), { level: 0 }));
    await expectBoth(declaringSizes(stored, { inflated: entry, compressed: entry }), 400, {
      error: IMPORT_MESSAGES.zipTooLarge,
    });
  });

  const IMPORT = '/api/import/preview';
  const SMALL = zipOf({ '2026-01-01.md': 'Text' });

  /**
   * An import whose body never ends, once it holds the member's slot: a probe of the same member's answered
   * 429 while it is still running. (A probe that came first may take the slot instead; then it starts again.)
   */
  async function holdImport(headers: Headers) {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const body = new PassThrough();
      let settled = false;
      const response = send(headers, IMPORT, body).finally(() => {
        settled = true;
      });
      const running = () => !settled;
      while (running()) {
        const probe = await send(headers, IMPORT, SMALL);
        if (probe.statusCode === 429 && running()) {
          expect(probe.json()).toEqual({ error: IMPORT_MESSAGES.alreadyRunning });
          expect(probe.headers['retry-after']).toBe(String(IMPORT_LIMITS.retryAfterSeconds));
          return { body, response };
        }
      }
      await response;
    }
    throw new Error('No import could be held.');
  }

  it('runs one import a member and two a process, refusing the others with 429 before reading them', async () => {
    const held = [await holdImport((await signInSubscriber(t)).headers)];
    held.push(await holdImport((await signInSubscriber(t)).headers));
    const third = await signInSubscriber(t);
    const busy = await send(third.headers, IMPORT, SMALL);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toEqual({ error: IMPORT_MESSAGES.serverBusy });
    for (const { body } of held) body.end(SMALL);
    expect((await Promise.all(held.map(({ response }) => response))).map((res) => res.statusCode)).toEqual([200, 200]);
    expect((await send(third.headers, IMPORT, SMALL)).statusCode).toBe(200);
  });
});
