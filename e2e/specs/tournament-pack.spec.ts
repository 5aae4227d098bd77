import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.js';
import { TennisDraw } from '../page-models/tennis-draw.js';
import { TournamentPack } from '../page-models/tournament-pack.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { signedInMember, storeDay } from '../support/diary-member.js';
import { demoPlayer, storePlayerNote } from '../support/notebook.js';

/** The 2027 Australian Open: the demo's current season (TENNIS_DEMO_TODAY), a 128 draw. */
const TOURNAMENT = { year: 2027, id: '580', name: 'Australian Open' };

function tournamentMention(): string {
  return `<span data-kind="tournament" data-id="${TOURNAMENT.id}" data-label="${TOURNAMENT.name}">@${TOURNAMENT.name}</span>`;
}

/** The pages of a PDF as Chromium writes it: each page one `/Type /Page` object (the tree is `/Pages`). */
function pdfPages(pdf: Buffer): { count: number; sizes: Set<string> } {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const count = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
  // Each page's size in points, rounded: A4 is 595 x 842, Letter 612 x 792.
  const sizes = new Set(
    [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
      ([, width = '', height = '']) => `${Math.round(Number(width))} x ${Math.round(Number(height))}`,
    ),
  );
  return { count, sizes };
}

test("a tournament's pack: the draw, a player's note and labels, a diary day; printed on A4 and Letter", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { token } = await signedInMember(page, request);
  const headers = { Authorization: `Bearer ${token}` };
  const player = await demoPlayer(request, token, TOURNAMENT.year, TOURNAMENT.id);
  await storePlayerNote(request, token, {
    tournamentId: TOURNAMENT.id,
    playerId: player.id,
    tournamentYear: TOURNAMENT.year,
    note: 'Serves wide on the deuce side.\nStruggles in the heat.',
  });
  const label = await request.post('/api/labels', { headers, data: { name: 'injury watch', colour: 'red' } });
  expect(label.status()).toBe(201);
  const { id: labelId } = (await label.json()) as { id: string };
  expect(
    (await request.put(`/api/labels/players/${player.id}`, { headers, data: { labelIds: [labelId] } })).status(),
  ).toBe(200);
  await storeDay(request, token, '2027-01-20', [
    { title: 'Gym', content: '<p>Legs and core</p>', tags: [] },
    {
      title: 'Melbourne',
      content: `<p>Night session at ${tournamentMention()}: <strong>great</strong> <a href="https://example.com/report">report</a></p>`,
      tags: [],
    },
  ]);

  const draw = new TennisDraw(page);
  await draw.open(TOURNAMENT.year, TOURNAMENT.id);
  await page.getByRole('link', { name: 'Tournament pack' }).click();
  await expect(page).toHaveURL(`/main/tennis/${TOURNAMENT.year}/${TOURNAMENT.id}/pack`);

  const pack = new TournamentPack(page);
  await expect(pack.heading).toHaveText(`${TOURNAMENT.name} ${TOURNAMENT.year}`);
  await expect(pack.document.getByText('Dates', { exact: true })).toBeVisible();
  // A 128 draw's first round prints in four sections; every round follows.
  await expect(pack.part('First Round · section 1 of 4').first()).toBeVisible();
  await expect(pack.part('Final').first()).toBeVisible();
  const entry = pack.player(player.name);
  await expect(entry).toContainText('Serves wide on the deuce side.\nStruggles in the heat.', { useInnerText: true });
  await expect(entry).toContainText('injury watch');
  // The draw names the player with the number of their entry, a link to it.
  await expect(pack.draw.getByRole('link', { name: 'see note 1' }).first()).toBeVisible();
  await expect(pack.diary.getByRole('heading', { name: /January 20, 2027/ })).toBeVisible();
  await expect(pack.diary.getByRole('heading', { name: 'Melbourne' })).toBeVisible();
  await expect(pack.diary).toContainText(`Night session at @${TOURNAMENT.name}: great report`);
  await expect(pack.diary.locator('strong')).toHaveText('great');
  await expect(pack.diary).not.toContainText('Legs and core');
  await expectAccessibleScreen(page, 'the tournament pack');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await pack.printButton.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.banner')).toBeHidden();
  await expect(page.locator('.main-header')).toBeHidden();
  await expect(pack.toolbar).toBeHidden();
  await expect(pack.document).toBeVisible();
  expect(await pack.document.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(255, 255, 255)',
  );

  const a4 = pdfPages(await page.pdf({ format: 'A4' }));
  expect(a4.sizes).toEqual(new Set(['596 x 843']));
  const letter = pdfPages(await page.pdf({ format: 'Letter' }));
  expect(letter.sizes).toEqual(new Set(['612 x 792']));

  // The paper chosen on screen is the page size the print dialog starts with (the pack's named @page).
  for (const [paper, size] of [
    ['A4', '595 x 842'],
    ['Letter', '612 x 792'],
  ] as const) {
    await page.emulateMedia({ media: 'screen' });
    await pack.paperSize.selectOption(paper);
    await page.emulateMedia({ media: 'print' });
    expect(pdfPages(await page.pdf({ preferCSSPageSize: true })).sizes, paper).toEqual(new Set([size]));
  }
  // A 128 draw, qualifying and doubles, the notes and the day: several pages, not one and not hundreds.
  for (const pages of [a4.count, letter.count]) {
    expect(pages).toBeGreaterThan(3);
    expect(pages).toBeLessThan(60);
  }
});

/** The gap in px between a mention's last letter and the character after the mention, on the line they share. */
async function gapAfterMention(mention: Locator): Promise<number> {
  return mention.evaluate((element) => {
    const name = element.lastChild;
    const after = element.nextSibling;
    if (!name || !after) throw new Error('no text around the mention');
    const letter = (node: Node, at: number) => {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    return letter(after, 0).left - letter(name, (name.textContent ?? '').length - 1).right;
  });
}

test('a mention sits against the punctuation after it, and prints as plain text', async ({ page, request }) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2027-01-21', [
    { title: 'Melbourne', content: `<p>Day session at ${tournamentMention()}: hot.</p>`, tags: [] },
  ]);
  await page.goto(`/main/tennis/${TOURNAMENT.year}/${TOURNAMENT.id}/pack`);
  const pack = new TournamentPack(page);
  const mention = pack.diary.locator('a[data-kind]');
  await expect(mention).toHaveText(`@${TOURNAMENT.name}`);
  await expect(pack.diary).toContainText(`Day session at @${TOURNAMENT.name}: hot.`);
  expect(Math.abs(await gapAfterMention(mention))).toBeLessThan(1);

  await page.emulateMedia({ media: 'print' });
  const ink = await mention.evaluate((element) => {
    const style = getComputedStyle(element);
    const text = getComputedStyle(element.parentElement ?? element);
    return [style.color === text.color, style.backgroundColor, style.fontWeight === text.fontWeight];
  });
  expect(ink).toEqual([true, 'rgba(0, 0, 0, 0)', true]);
  expect(Math.abs(await gapAfterMention(mention))).toBeLessThan(1);
});

test('the pack prints a round robin by its groups and the knockout after them', async ({ page, request }) => {
  await signedInMember(page, request);
  const pack = new TournamentPack(page);
  // The 2025 ATP Finals, as tennis-formats.spec.ts opens them.
  await pack.open(2025, '605');
  await expect(pack.draw.getByRole('heading', { level: 4, name: /^Group / })).toHaveCount(4);
  await expect(pack.part('Final').first()).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(pack.printButton).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
