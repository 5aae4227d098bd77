import { expect, test } from '../fixtures.js';
import { DiaryPage } from '../page-models/diary-page.js';
import { ImportPage } from '../page-models/import-page.js';
import { expectAccessibleScreen } from '../support/a11y.js';
import { signedInMember, storeDay } from '../support/diary-member.js';

/** A JSON export made here: one day the member already has, one new, an imported script that must not run. */
const exportFile = JSON.stringify({
  format: 'baseline-export',
  version: 1,
  exportedAt: '2026-05-01T00:00:00.000Z',
  range: { from: null, to: null },
  days: [
    {
      date: '2026-05-10',
      createdAt: 1,
      updatedAt: 2,
      tabs: [{ title: 'Imported plan', html: '<p>Kick serve drills</p>', tags: ['clay'], mentions: [], image: null }],
    },
    {
      date: '2026-05-11',
      createdAt: 1,
      updatedAt: 2,
      tabs: [
        {
          title: 'Brought in',
          html: '<p>Return games<img src=x onerror="window.__xss=1"></p>',
          tags: [],
          mentions: [],
          image: null,
        },
      ],
    },
  ],
  playerNotes: [],
  labels: [],
  templates: [],
});

test('a member imports a JSON export: the preview, the choice for existing days, the days in the diary', async ({
  page,
  request,
}) => {
  const { token } = await signedInMember(page, request);
  await storeDay(request, token, '2026-05-10', [{ title: 'Mine', content: '<p>My own</p>', tags: [] }]);
  const importPage = new ImportPage(page);

  await page.goto('/main/diary');
  await importPage.openFromMenu();
  await expect(page.getByRole('heading', { name: 'Import notes', level: 1 })).toBeVisible();
  await importPage.pickFile('baseline-export.json', 'application/json', exportFile);

  await expect(importPage.preview).toContainText(
    'Found 2 days, 2 tabs, 0 images, 0 player notes, 0 labels, 0 templates from 2026-05-10 to 2026-05-11.',
  );
  await expect(importPage.preview).toContainText('You already have 1 of these days: 2026-05-10');
  await expectAccessibleScreen(page, 'Import preview');
  await importPage.chooseExisting(/^Add the imported tabs/);
  await importPage.import();
  await expect(page.getByRole('status')).toContainText(
    'Import complete. 1 new day, tabs added to 1 day. Brought in 2 tabs.',
  );

  const diary = new DiaryPage(page);
  await diary.open('2026-05-10');
  await expect(diary.tabs).toHaveText(['Mine', 'Imported plan']);
  await diary.open('2026-05-11');
  await expect(diary.tab('Brought in')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Brought in' })).toContainText('Return games');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('a new member imports a whole export: no question about days they do not have, every kind counted', async ({
  page,
  request,
}) => {
  await signedInMember(page, request);
  const importPage = new ImportPage(page);
  const wholeExport = {
    ...(JSON.parse(exportFile) as object),
    playerNotes: [
      {
        tournamentId: '580',
        playerId: 'S0AG',
        tournamentYear: 2026,
        playerName: 'Jannik Sinner',
        tournamentName: 'Australian Open',
        note: 'Serves wide.',
        createdAt: 3,
        updatedAt: 4,
      },
    ],
    labels: [{ name: 'Clay', colour: 'red', playerIds: ['S0AG'], createdAt: 5, updatedAt: 6 }],
    templates: [{ kind: 'tab', name: 'Match plan', body: '<h2>Serve</h2>', createdAt: 1, updatedAt: 2 }],
  };
  await page.goto('/main/import');
  await importPage.pickFile('baseline-export.json', 'application/json', JSON.stringify(wholeExport));

  await expect(importPage.preview).toContainText(
    'Found 2 days, 2 tabs, 0 images, 1 player note, 1 label, 1 template from 2026-05-10 to 2026-05-11.',
  );
  await expect(importPage.preview).not.toContainText('You already have');
  await expect(page.getByRole('group', { name: 'Days you already have' })).toHaveCount(0);
  await importPage.import();
  await expect(page.getByRole('status')).toContainText(
    'Import complete. 2 new days. Brought in 2 tabs, 1 player note, 1 label, and 1 template.',
  );
});

test('a file the server refuses shows its message and imports nothing', async ({ page, request }) => {
  await signedInMember(page, request);
  const importPage = new ImportPage(page);
  await page.goto('/main/import');
  await importPage.pickFile('broken.json', 'application/json', '{"format": "baseline-export", ');
  await expect(page.getByRole('alert')).toContainText('The file is not valid JSON: it may be damaged or cut short.');
  await expect(importPage.preview).toBeHidden();
});
