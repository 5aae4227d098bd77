import { randomBytes, randomUUID } from 'node:crypto';
import { ConfigError, type Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../lib/clock.js';
import { lazyModule } from '../../lib/lazy-module.js';
import { hashPassword, passwordPolicyViolation } from '../auth/passwords.js';
import { grantComplimentaryAccess } from '../billing/complimentary-access.js';
import { findUserByLogin, insertUser } from '../users/users.public.js';
import type { DayWriter } from '../diary/day-writer.js';
import type { PlayerNoteWriter } from '../player-notes/note-writer.js';
import { toDataUrl } from '../diary/diary-image.js';
import { normaliseNotes } from '../diary/note-input.js';
import type { ChartsService } from '../charts/charts.public.js';
import { demoCharts } from './demo-charts.js';
import { insertDemoLabels, insertDemoPlayerNotes, insertDemoTemplate } from './demo-notebook.repo.js';
import { demoStory, type DemoDay } from './demo-story.js';

export const DEMO_USERNAME = 'demo';
export const DEMO_EMAIL = 'demo@localhost.localdomain';

/** The demo's subscription never runs out during any evaluation of the app. */
const COMPLIMENTARY_YEARS = 10;

export interface DemoSeedDeps {
  db: Database;
  demo: Config['demo'];
  now: Clock;
  /** The diary's and the player notes' writers: the days and notes are saved as a member's are. */
  writer: DayWriter;
  noteWriter: PlayerNoteWriter;
  /** The charts' save: the demo's charted matches are checked point by point as a member's are. */
  charts: Pick<ChartsService, 'save'>;
  /** Where the one-time credentials notice goes (stdout in main.ts). */
  print: (text: string) => void;
  /**
   * The demo tennis data's fixed day (TENNIS_DEMO_TODAY), when set: the story follows that day's season, so its
   * mentions, last year's notes and labels meet the draws the app shows.
   */
  storyDay?: string;
}

/**
 * With SEED_DEMO=1, and once only: a `demo` user with a complimentary subscription and a few months of
 * notebook (demo-story.ts): diary days that mention the demo season's own players and tournaments,
 * player notes at this and last year's editions, labels and a template, so a newcomer logs in to a living
 * diary joined to the draws. The password is DEMO_PASSWORD, or a generated one printed this once. The days
 * are saved through the diary's own save, so they obey every rule a user's do.
 */
export async function ensureDemoAccount(deps: DemoSeedDeps): Promise<void> {
  const { db, demo, now, writer, noteWriter, charts, print, storyDay } = deps;
  if (!demo.enabled) return;
  const problem = demo.password === undefined ? undefined : passwordPolicyViolation(demo.password);
  if (problem) throw new ConfigError(`Invalid DEMO_PASSWORD: ${problem}`);
  if (await findUserByLogin(db, DEMO_USERNAME)) return;

  const password = demo.password ?? randomBytes(12).toString('base64url');
  // Made before the user is, so that a story that cannot be told leaves no half-seeded account behind.
  const storyTime = storyDay === undefined ? now() : Date.parse(`${storyDay}T12:00:00Z`);
  const story = demoStory(storyTime);
  const charted = demoCharts(storyTime, story.featured);
  const userId = randomUUID();
  try {
    await insertUser(db, {
      id: userId,
      username: DEMO_USERNAME,
      email: DEMO_EMAIL,
      passwordHash: await hashPassword(password),
      isAdmin: false,
      mustChangePassword: false,
      createdAt: now(),
    });
  } catch (error) {
    // Another instance starting at the same moment seeded the demo first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  const time = now();
  await grantComplimentaryAccess(db, userId, time + COMPLIMENTARY_YEARS * 365 * 86_400_000, time);
  await writeDiary(writer, userId, story.days, now);
  await insertDemoPlayerNotes(db, noteWriter, userId, story.playerNotes, time);
  await insertDemoLabels(db, userId, story.labels, time);
  await insertDemoTemplate(db, userId, time);
  for (const { id, chart } of charted) await charts.save(userId, id, { chart, baseVersion: 0 });

  const shown = demo.password === undefined ? `password: ${password}   (shown once)` : 'password: DEMO_PASSWORD';
  const rule = '='.repeat(78);
  print(`\n${rule}\n  Demo account created\n  username: ${DEMO_USERNAME}   ${shown}\n${rule}\n`);
}

async function writeDiary(writer: DayWriter, userId: string, days: readonly DemoDay[], now: Clock): Promise<void> {
  const chart = toDataUrl('image/png', await servePlacementChart());
  for (const [index, day] of days.entries()) {
    // Every tenth day carries a chart on its last tab, so the demo shows images too.
    const notes =
      index % 10 === 0
        ? day.notes.map((note, position) =>
            position === day.notes.length - 1 ? { ...note, image: chart, acceptedImageTerms: true } : note,
          )
        : day.notes;
    await writer.save(userId, { date: day.date, notes, baseVersion: 0 }, await normaliseNotes(notes), now());
  }
}

/** A service box seen from above with where first serves landed: drawn here, so the repository holds no image. */
function servePlacementChart(): Promise<Buffer> {
  const dots = [
    [60, 40],
    [66, 52],
    [150, 45],
    [236, 38],
    [240, 60],
    [228, 47],
    [70, 35],
    [244, 52],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#f5d90a" stroke="#333"/>`)
    .join('');
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200">' +
    '<rect width="300" height="200" fill="#3c7d4a"/>' +
    '<rect x="20" y="20" width="260" height="160" fill="none" stroke="#fff" stroke-width="3"/>' +
    '<line x1="150" y1="20" x2="150" y2="100" stroke="#fff" stroke-width="3"/>' +
    '<line x1="20" y1="100" x2="280" y2="100" stroke="#fff" stroke-width="3"/>' +
    `${dots}</svg>`;
  return lazyModule('sharp')()(Buffer.from(svg)).png().toBuffer();
}
