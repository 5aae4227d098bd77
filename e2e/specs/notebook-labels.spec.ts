import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AuthPages } from '../page-models/auth-pages.js';
import { PlayerLabels } from '../page-models/player-labels.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { expect, test } from '../fixtures.js';
import { createSubscriber, uniqueName } from '../support/api.js';

const PASSWORD = 'baseline-labels-2026';
/** Montpellier 2026: a 28-player draw, small enough to see every line. */
const DRAW = { year: 2026, id: '375' };

/** Signs a new subscriber in; answers their token, for the API. */
async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const username = uniqueName('labels');
  const token = await createSubscriber(request, { username, email: `${username}@example.com`, password: PASSWORD });
  await new AuthPages(page).login(username, PASSWORD);
  await expect(page).toHaveURL(/\/main$/);
  return token;
}

interface DrawPlayer {
  PlayerId: string;
  FirstName: string;
  LastName: string;
}
interface LineWithPlayers {
  Players: DrawPlayer[];
}
/** The parts of a draw's answer these tests read: a group's first entrant, a tie's first rubber. */
interface FormatsDraw {
  Associations: {
    Events: {
      Groups?: { Standings: { Line: LineWithPlayers }[] }[];
      Stages?: { Ties: { Rubbers: { Fixture: { DrawLineTop: LineWithPlayers | null } }[] }[] }[];
    }[];
  }[];
}

async function drawOf(request: APIRequestContext, token: string, year: number, id: string): Promise<FormatsDraw> {
  const response = await request.get(`/api/atp/draws/${year}/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as FormatsDraw;
}

/** The line (bracket row) of a player's first appearance. */
function lineOf(draw: TennisDraw, fullName: string): Locator {
  return draw.page
    .locator('.line')
    .filter({ has: draw.player(fullName) })
    .first();
}

test('label two players and see the dots in the draw, named for screen readers, and highlight them', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const draw = new TennisDraw(page);
  await draw.open(DRAW.year, DRAW.id);
  await expect(draw.heading).toHaveText('Montpellier - Tournament Draw');
  const names = await page
    .locator('.line__name')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('title') ?? ''));
  const [first, second] = [...new Set(names)];
  if (!first || !second) throw new Error('the draw has fewer than two players');
  // No labels yet: no highlight to offer.
  await expect(page.getByRole('checkbox', { name: 'Highlight labelled players' })).toHaveCount(0);

  // Two labels made from the notes panel, both put on the first player.
  await draw.player(first).first().click();
  const labels = new PlayerLabels(page, draw.panel);
  await expect(labels.section(first)).toContainText('No labels.');
  await labels.openPicker(first);
  await labels.openManager(first);
  await expect(labels.manager).toBeVisible();
  await labels.make('injury watch', 'red');
  await expect(labels.manager.getByRole('status')).toHaveText('Label "injury watch" added.');
  await labels.make('Fade on clay', 'teal');
  await expect(labels.manager.getByRole('listitem')).toHaveText(
    ['Fade on clay', 'injury watch'].map((n) => new RegExp(n)),
  );
  // A second label of the same name, in other case and accents, is refused with the server's reason.
  await labels.make('FADE ON CLÁY', 'blue');
  await expect(labels.manager.getByRole('alert')).toHaveText('You already have a label with this name.');
  // Escape closes the dialog and leaves the notes panel open.
  await page.keyboard.press('Escape');
  await expect(labels.manager).toBeHidden();
  await expect(draw.panel).toBeVisible();

  await labels.checkbox(first, 'injury watch').check();
  await expect(labels.section(first).getByRole('list', { name: `Labels on ${first}` })).toHaveText(/injury watch/);
  // The keyboard alone: Tab to the next checkbox, Space to tick it.
  await labels.checkbox(first, 'Fade on clay').focus();
  await page.keyboard.press('Space');
  await expect(labels.section(first).getByRole('listitem')).toHaveText([/Fade on clay/, /injury watch/]);

  await draw.panel.getByRole('button', { name: 'Close' }).click();
  await draw.player(second).first().click();
  await labels.openPicker(second);
  await labels.checkbox(second, 'Fade on clay').check();
  await expect(labels.section(second).getByRole('listitem')).toHaveText([/Fade on clay/]);
  await draw.panel.getByRole('button', { name: 'Close' }).click();

  // The dots beside their names, in the draw, after a reload too: titled, and read out after the name.
  await page.reload();
  const firstDots = lineOf(draw, first).locator('.label-dots');
  await expect(firstDots).toHaveAttribute('title', 'Labels: Fade on clay, injury watch');
  await expect(firstDots.locator('.label-dot')).toHaveCount(2);
  await expect(firstDots.locator('.visually-hidden')).toHaveText(', Labels: Fade on clay, injury watch');
  await expect(lineOf(draw, second).locator('.label-dots')).toHaveAttribute('title', 'Label: Fade on clay');
  const unlabelled = page
    .locator('.line:not(.line--empty)')
    .filter({ hasNot: page.locator('.label-dots') })
    .first();
  await expect(unlabelled).toBeVisible();

  // Highlight: the lines without a label are dimmed, the labelled ones are not.
  const background = (line: Locator) => line.evaluate((element) => getComputedStyle(element).backgroundColor);
  const plain = await background(unlabelled);
  await page.getByRole('checkbox', { name: 'Highlight labelled players' }).check();
  await expect.poll(() => background(unlabelled)).not.toBe(plain);
  expect(await background(lineOf(draw, first))).toBe(plain);
  expect(await background(lineOf(draw, second))).toBe(plain);
  // One label only: the second player carries 'Fade on clay' but not 'injury watch'.
  await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'injury watch' });
  await expect.poll(() => background(lineOf(draw, second))).not.toBe(plain);
  expect(await background(lineOf(draw, first))).toBe(plain);
  await page.getByRole('checkbox', { name: 'Highlight labelled players' }).uncheck();
  await expect.poll(() => background(unlabelled)).toBe(plain);

  // The player's page: the dots beside the name and the labels by name.
  await draw.player(first).first().click();
  await draw.panel.getByRole('link', { name: first, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first, { timeout: 60_000 });
  await expect(page.locator('.player-page__header .label-dots')).toHaveAttribute(
    'title',
    'Labels: Fade on clay, injury watch',
  );
  const onPage = new PlayerLabels(page, page.getByRole('main'));
  await expect(onPage.section(first).getByRole('listitem')).toHaveText([/Fade on clay/, /injury watch/]);

  // Deleting a label, after confirming, takes it off every player.
  await onPage.openPicker(first);
  await onPage.openManager(first);
  await onPage.manager.getByRole('button', { name: 'Delete injury watch' }).click();
  await page
    .getByRole('dialog', { name: 'Delete the label "injury watch"?' })
    .getByRole('button', { name: 'Delete label' })
    .click();
  await expect(onPage.manager.getByRole('status')).toHaveText('Label "injury watch" deleted.');
  await onPage.manager.getByRole('button', { name: 'Close' }).click();
  await expect(onPage.section(first).getByRole('listitem')).toHaveText([/Fade on clay/]);
});

test('the dots beside a name in a round-robin group (table and matches) and in a team tie', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const finals = await drawOf(request, token, 2025, '605');
  const davisCup = await drawOf(request, token, 2025, '8099');
  const groupPlayer = finals.Associations[0]?.Events[0]?.Groups?.[0]?.Standings[0]?.Line.Players[0];
  const tiePlayer =
    davisCup.Associations[0]?.Events[0]?.Stages?.at(-1)?.Ties[0]?.Rubbers[0]?.Fixture.DrawLineTop?.Players[0];
  if (!groupPlayer || !tiePlayer) throw new Error('the demo draws have no group or tie player');
  const made = await request.post('/api/labels', { headers, data: { name: 'Watch <b>list</b>', colour: 'purple' } });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: string };
  for (const player of [groupPlayer, tiePlayer]) {
    const set = await request.put(`/api/labels/players/${player.PlayerId}`, { headers, data: { labelIds: [id] } });
    expect(set.status()).toBe(200);
  }
  const draw = new TennisDraw(page);
  const dotsOf = (player: DrawPlayer) =>
    draw.player(`${player.FirstName} ${player.LastName}`).locator('xpath=..').locator('.label-dots');

  await draw.open(2025, '605');
  await expect(draw.standingsRows('Group A').first()).toBeVisible();
  // In the table, in each of the three group matches, and in the knockout when they reached it. The labels
  // arrive in their own answer, after the draw's: counted as they come, not once when the table shows.
  const inGroup = dotsOf(groupPlayer);
  await expect.poll(() => inGroup.count()).toBeGreaterThanOrEqual(4);
  await expect(draw.standingsRows('Group A').first().locator('.label-dots')).toHaveAttribute(
    'title',
    'Label: Watch <b>list</b>',
  );
  await expect(inGroup.first().locator('.visually-hidden')).toHaveText(', Label: Watch <b>list</b>');

  await draw.open(2025, '8099');
  await expect(draw.part('Final')).toBeVisible();
  await expect(dotsOf(tiePlayer).first()).toHaveAttribute('title', 'Label: Watch <b>list</b>');
});
