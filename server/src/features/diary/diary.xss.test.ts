import { ALLOWED_LINK_SCHEMES } from '@baseline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dialects, type TestApp } from '../../../test/build-app.js';
import { expectOk, readDay, saveDay, signInSubscriber, tab, type Headers } from './testing/diary.js';
import { unsafeMarkup } from './testing/html-allowlist.js';
import { addDemoPlayers } from '../mentions/testing/mentions.js';
import { TIPTAP_OUTPUT } from './testing/tiptap-output.js';
import { XSS_PAYLOADS } from '../../../test/xss-payloads.js';

const DATE = '2026-06-05';

describe.each(dialects)('diary: stored HTML is safe (%s)', (dialect) => {
  let t: TestApp;
  let headers: Headers;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
    ({ headers } = await signInSubscriber(t));
    // The demo player the payloads' mentions name (a save refuses a mention of a player the tennis data lacks),
    // written as a draw read would, so that no test waits for the demo's seasons to be read.
    await addDemoPlayers(t, [{ playerId: 'DP0001', firstName: 'Demo', lastName: 'Player' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Saves the contents as the day's tabs, over whatever the day held, and reads back what is stored. */
  async function roundTrip(contents: string[]): Promise<string[]> {
    const notes = contents.map((content) => tab({ content, tags: [] }));
    expectOk(await saveDay(t, headers, { date: DATE, notes, overwrite: true }));
    return (await readDay(t, headers, DATE)).notes.map((note) => note.content);
  }

  it.each(XSS_PAYLOADS)('stores nothing that could run of %j', async (payload) => {
    const [stored = ''] = await roundTrip([`<p>Notes</p>${payload}<p>more notes</p>`]);
    expect(unsafeMarkup(stored)).toEqual([]);
    expect(stored).toMatch(/^<p>Notes<\/p>/);
  });

  it('stores the editor’s own HTML byte for byte', async () => {
    expect(await roundTrip([TIPTAP_OUTPUT])).toEqual([TIPTAP_OUTPUT]);
  });

  it('keeps links with the allowed schemes and relative ones, and empties the others', async () => {
    const allowed = [...ALLOWED_LINK_SCHEMES.map((scheme) => `${scheme}:x`), '/main/diary', '#serve', 'notes.html'];
    const refused = ['javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///x', 'about:blank'];
    const stored = await roundTrip([...allowed, ...refused].map((href) => `<p><a href="${href}">link</a></p>`));
    const hrefs = stored.map((html) => /href="([^"]*)"/.exec(html)?.[1]);
    expect(hrefs).toEqual([...allowed, ...refused.map(() => '')]);
    for (const html of stored) expect(unsafeMarkup(html)).toEqual([]);
  });
});
