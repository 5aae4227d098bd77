import { sql } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../server/src/db/database.js';
import { benchSaver } from './save-day.js';
import { fixed, type Row } from './report.js';
import { typicalDay } from './seed.js';

const HISTORY_TABLES = ['diary_versions', 'diary_version_tabs', 'history_images'] as const;
const SAVES = 100;
const IMAGE_SAVES = 10;

/** What the history's tables take on disk, as the database itself counts it (pages or relation sizes). */
async function historyBytes(db: Database, dialect: string): Promise<number> {
  const names = sql.join(HISTORY_TABLES.map((name) => sql.lit(name)));
  const query =
    dialect === 'SQLite'
      ? sql<{ bytes: number | string | null }>`select sum(pgsize) as bytes from dbstat where name in (${names})
          or name in (select name from sqlite_master where type = 'index' and tbl_name in (${names}))`
      : sql<{ bytes: number | string | null }>`select sum(pg_total_relation_size(quote_ident(name)))::bigint as bytes
          from unnest(array[${names}]) as name`;
  const row = (await query.execute(db)).rows[0];
  return Number(row?.bytes ?? 0);
}

/** A photo as the upload keeps it: 800 × 600 of noise, so JPEG cannot shrink it much (~140 KB and up). */
async function photoDataUrl(): Promise<string> {
  const noise = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const jpeg = await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** The typical day with one word changed: each save a new version of the same three tabs. */
export function editedDay(date: string, edit: number, image?: string) {
  const day = typicalDay(date);
  return {
    ...day,
    notes: day.notes.map((note, index) => ({
      ...note,
      content: index === 0 ? note.content.replace('<p>', `<p>Edit ${edit}. `) : note.content,
      ...(index === 0 && image ? { image, acceptedImageTerms: true } : {}),
    })),
  };
}

/**
 * The storage a day's history takes (issue 20): the bytes each kept version of a typical day adds (three tabs,
 * their tags), against the day's own text; and a day with a photo saved ten times, whose image the history
 * keeps once.
 */
export async function historyRows(db: Database, userId: string, dialect: string): Promise<Row[]> {
  const textDay = editedDay('2026-03-01', 0);
  const textBytes = textDay.notes.reduce(
    (sum, note) => sum + Buffer.byteLength(note.title) + Buffer.byteLength(note.content),
    0,
  );
  const saveDay = benchSaver(db);
  const before = await historyBytes(db, dialect);
  for (let edit = 0; edit <= SAVES; edit++) await saveDay(userId, editedDay('2026-03-01', edit));
  const perVersion = ((await historyBytes(db, dialect)) - before) / SAVES;

  const image = await photoDataUrl();
  const imageBytes = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').length;
  const beforeImages = await historyBytes(db, dialect);
  for (let edit = 0; edit <= IMAGE_SAVES; edit++) {
    await saveDay(userId, editedDay('2026-03-02', edit, image));
  }
  const imageGrowth = (await historyBytes(db, dialect)) - beforeImages;
  const keptImages = await db
    .selectFrom('historyImages')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const storedOnce = Number(keptImages.count) === 1 && imageGrowth < 2 * imageBytes;
  return [
    {
      name: `History: bytes per kept version of a typical day (${dialect})`,
      value: `${fixed(perVersion / 1024, 1)} KB`,
      target: 'reported',
      pass: null,
      note: `${SAVES} saves of 3 tabs with tags; the day's text is ${fixed(textBytes / 1024, 1)} KB (${fixed(perVersion / textBytes, 2)}x)`,
    },
    {
      name: `History: a day with a photo saved ${IMAGE_SAVES} times (${dialect})`,
      value: `${fixed(imageGrowth / 1024, 0)} KB`,
      target: `image kept once (< 2 x ${fixed(imageBytes / 1024, 0)} KB)`,
      pass: storedOnce,
      note: `${Number(keptImages.count)} image row(s) in history_images for ${IMAGE_SAVES} versions`,
    },
  ];
}
