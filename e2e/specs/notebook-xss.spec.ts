import { XSS_PAYLOADS } from '../../server/test/xss-payloads.js';
import { expect, test } from '../fixtures.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { demoPlayer, playerMention, storePlayerNote } from '../support/notebook.js';
import { scriptableMarkup, watchForScript } from '../support/xss-watch.js';

/** Last season's editions whose 'Last year here' shows the corpus, at most 50 tabs each (the panel's bound). */
const EDITIONS = ['580', '404', '520'];
const TABS_PER_EDITION = 50;
const TABS_PER_DAY = 5;
const TITLE_LENGTH = 100;

test.describe.configure({ mode: 'serial' });

test("the notebook's panels and a player's diary days run none of the stored payloads", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const hits = await watchForScript(page, server.url);
  const { token } = await signedInMember(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const season = (await (await request.get('/api/atp/tournaments?season=2026', { headers })).json()) as {
    TournamentId: string;
    PlayStartDate: string;
  }[];
  const mentioned = await demoPlayer(request, token, 2027, EDITIONS[0] ?? '');

  // Each payload a tab's title and text (with a mention of the player), on days of last season's editions.
  for (const [index, id] of EDITIONS.entries()) {
    const start = season.find((tournament) => tournament.TournamentId === id)?.PlayStartDate;
    if (!start) throw new Error(`no 2026 edition of ${id}`);
    const payloads = XSS_PAYLOADS.slice(index * TABS_PER_EDITION, (index + 1) * TABS_PER_EDITION);
    for (let day = 0; day * TABS_PER_DAY < payloads.length; day++) {
      const date = new Date(Date.parse(`${start}T00:00:00Z`) + day * 86_400_000).toISOString().slice(0, 10);
      const tabs = payloads.slice(day * TABS_PER_DAY, (day + 1) * TABS_PER_DAY).map((payload) => ({
        title: payload.slice(0, TITLE_LENGTH),
        content: `<p>Payload</p>${payload}<p>${playerMention(mentioned)}</p>`,
        tags: [],
      }));
      await storeDay(request, token, date, tabs);
    }
    await storePlayerNote(request, token, {
      tournamentId: id,
      playerId: mentioned.id,
      tournamentYear: 2026,
      note: XSS_PAYLOADS.join('\n').slice(0, 20_000),
    });
  }

  for (const [index, id] of EDITIONS.entries()) {
    await page.goto(`/main/tennis/2027/${id}`);
    const panel = page.locator('.notebook-panel').filter({ hasText: 'Last year here' });
    const expected = Math.min(TABS_PER_EDITION, XSS_PAYLOADS.length - index * TABS_PER_EDITION);
    // The watchers first: markup a payload put in the page could make the role queries find nothing.
    await expect.poll(async () => hits.length > 0 || (await panel.locator('.backlinks__item').count()) > 0).toBe(true);
    expect(hits, `last year at ${id}`).toEqual([]);
    expect(await scriptableMarkup(page), `last year at ${id}`).toEqual([]);
    await expect(panel.locator('.backlinks__item')).toHaveCount(expected);
    await expect(panel.locator('.event-notes__text')).toContainText(XSS_PAYLOADS[0] ?? '');
  }

  await page.goto(`/main/tennis/players/${mentioned.id}`);
  await expect(page.getByRole('region', { name: 'In your diary' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => hits.length > 0 || (await page.locator('.diary-days').count()) > 0).toBe(true);
  expect(await scriptableMarkup(page), 'player page').toEqual([]);
  expect(hits).toEqual([]);
});
