import { randomUUID } from 'node:crypto';
import type { Database } from '../../server/src/db/database.js';
import { fire } from './load.js';
import { fixed, median, type Row } from './report.js';
import { noteHtml } from './seed.js';
import { versusRaw } from './versus-raw.js';

export const BACKLINK_DAYS = 500;
/** The demo's best player: the bench's member mentions them on every seeded day. */
const PLAYER_ID = 'DP0001';
const PATH = `/api/notebook/players/${PLAYER_ID}`;
const TARGET_MS = 50;

/**
 * `BACKLINK_DAYS` days of about 2 KB of editor HTML, each mentioning the player mid-text, written with their
 * mentions index rows as the diary's save writes them: what the player page's 'In your diary' reads.
 */
export async function seedBacklinks(db: Database, userId: string): Promise<void> {
  const mention = `<span data-kind="player" data-id="${PLAYER_ID}" data-label="Demo Player">@Demo Player</span>`;
  for (let day = 0; day < BACKLINK_DAYS; day += 1) {
    const date = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    const [entryId, noteId] = [randomUUID(), randomUUID()];
    const html = noteHtml(day).replace('<p>Set', `<p>${mention} again. Set`);
    await db
      .insertInto('diaryEntries')
      .values({ id: entryId, userId, date, version: 1, createdAt: Date.now(), updatedAt: Date.now() })
      .execute();
    await db
      .insertInto('diaryNotes')
      .values({ id: noteId, entryId, position: 0, title: 'Scouting', content: html })
      .execute();
    await db
      .insertInto('diaryMentions')
      .values({ noteId, entryId, userId, date, kind: 'player', targetId: PLAYER_ID })
      .execute();
  }
}

/**
 * The player page's diary days for a player mentioned on `BACKLINK_DAYS` days (its first page: 50 tabs, each
 * excerpt read from the tab's HTML): p99 on one connection, and against raw node:http serving the same bytes.
 */
export async function notebookRows(
  url: string,
  token: string,
  serverPid: number | undefined,
  scratch: string,
): Promise<Row[]> {
  const load = { url: `${url}${PATH}`, headers: { authorization: `Bearer ${token}` }, serverPid };
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const result = await fire({ ...load, connections: 1, seconds: 2 });
    if (result.non2xx > 0) throw new Error(`GET ${PATH}: ${result.non2xx} answers were not 2xx`);
    runs.push(result);
  }
  const p99 = median(runs.map((run) => run.p99));
  const name = `GET /api/notebook/players/:playerId (${BACKLINK_DAYS} backlinks)`;
  return [
    {
      name: `${name} p99`,
      value: `${p99} ms`,
      target: `< ${TARGET_MS} ms`,
      pass: p99 < TARGET_MS,
      note: `mean ${fixed(median(runs.map((run) => run.mean)))} ms, first page of 50 with excerpts, 1 connection, median of 5 runs`,
    },
    await versusRaw(name, load, undefined, scratch),
  ];
}
