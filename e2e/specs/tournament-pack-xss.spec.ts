import { XSS_PAYLOADS } from '../../server/test/xss-payloads.js';
import { expect, test } from '../fixtures.js';
import { TournamentPack } from '../page-models/tournament-pack.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { saveChart } from '../support/charts-seed.js';
import { seedXssLabels } from '../support/labels-seed.js';
import { demoPlayer, storePlayerNote } from '../support/notebook.js';
import { scriptableMarkup, watchForScript } from '../support/xss-watch.js';

const TOURNAMENT = { year: 2027, id: '580', name: 'Australian Open' };
/** The tabs the pack prints at most: the notebook's newest 50 that mention the tournament. */
const TABS = 50;
const TABS_PER_DAY = 5;
const TITLE_LENGTH = 100;

test("the tournament pack runs none of the stored payloads in tab titles, diary text, a player's note, labels or a chart", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(240_000);
  const hits = await watchForScript(page, server.url);
  const { token } = await signedInMember(page, request);
  const player = await demoPlayer(request, token, TOURNAMENT.year, TOURNAMENT.id);
  const mention = `<span data-kind="tournament" data-id="${TOURNAMENT.id}" data-label="${TOURNAMENT.name}">@${TOURNAMENT.name}</span>`;

  // Tab i's title is payload i; its text holds every payload whose index is i modulo 50, so all of them print.
  for (let day = 0; day * TABS_PER_DAY < TABS; day++) {
    const tabs = Array.from({ length: TABS_PER_DAY }, (_, slot) => {
      const index = day * TABS_PER_DAY + slot;
      const payloads = XSS_PAYLOADS.filter((_, at) => at % TABS === index);
      return {
        title: (XSS_PAYLOADS[index] ?? '').slice(0, TITLE_LENGTH),
        content: `${payloads.map((payload) => `<p>Payload</p>${payload}`).join('')}<p>${mention}</p>`,
        tags: [],
      };
    });
    await storeDay(request, token, `2027-01-${String(day + 5).padStart(2, '0')}`, tabs);
  }
  await storePlayerNote(request, token, {
    tournamentId: TOURNAMENT.id,
    playerId: player.id,
    tournamentYear: TOURNAMENT.year,
    note: XSS_PAYLOADS.join('\n').slice(0, 20_000),
  });
  const labelNames = await seedXssLabels(request, token, player.id, XSS_PAYLOADS);
  // A chart of the edition: payloads as its players' names, its round and its note.
  const named = (index: number) => ({ playerId: player.id, name: (XSS_PAYLOADS[index] ?? '').slice(0, 100) });
  await saveChart(request, token, [named(1), { ...named(2), playerId: 'XSS2' }], {
    event: {
      tournamentId: TOURNAMENT.id,
      tournamentYear: TOURNAMENT.year,
      tournamentName: TOURNAMENT.name,
      round: (XSS_PAYLOADS[3] ?? '').slice(0, 40),
      surface: 'Hard',
      matchId: null,
    },
    date: '2027-01-12',
    note: XSS_PAYLOADS.join('\n').slice(0, 20_000),
  });

  // A payload of unclosed markup may take the mention after it into its own text: the notebook says which tabs
  // still mention the tournament, and the pack prints those.
  const notebook = await request.get(`/api/notebook/tournaments/${TOURNAMENT.year}/${TOURNAMENT.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const printed = ((await notebook.json()) as { days: unknown[] }).days.length;
  expect(printed).toBeGreaterThan(TABS / 2);

  const pack = new TournamentPack(page);
  await pack.open(TOURNAMENT.year, TOURNAMENT.id);
  // The watchers first: markup a payload put in the page could make the role queries find nothing.
  await expect
    .poll(async () => hits.length > 0 || (await page.locator('.pack-day__tab').count()) === printed)
    .toBe(true);
  expect(hits, 'pack on screen').toEqual([]);
  expect(await scriptableMarkup(page), 'pack on screen').toEqual([]);
  await expect(page.locator('.pack-day__tab')).toHaveCount(printed);
  await expect(page.locator('.pack-player__note')).toContainText(XSS_PAYLOADS[0] ?? '');
  await expect(page.locator('.pack-player .label-chip')).toHaveCount(labelNames.length);
  await expect(page.locator('.pack-chart__note')).toContainText(XSS_PAYLOADS[0] ?? '');
  await expect(page.locator('.pack-chart__players')).toContainText((XSS_PAYLOADS[1] ?? '').slice(0, 100));

  await page.emulateMedia({ media: 'print' });
  expect((await page.pdf({ format: 'A4' })).length).toBeGreaterThan(1000);
  expect(hits, 'pack on paper').toEqual([]);
  expect(await scriptableMarkup(page), 'pack on paper').toEqual([]);
});
