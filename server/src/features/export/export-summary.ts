import type { ExportRange, ExportSummary } from '@baseline/contract';
import type { Database } from '../../db/database.js';

type Count = number | string | bigint;
/** A SUM over no rows is null. */
type Total = Count | null;
const count = (value: Total) => Number(value ?? 0);

/** The range's days and tabs, and the sizes of their text and images, in three aggregate reads. */
async function dayTotals(db: Database, userId: string, range: ExportRange) {
  let entries = db.selectFrom('diaryEntries as e').where('e.userId', '=', userId);
  if (range.from !== null) entries = entries.where('e.date', '>=', range.from);
  if (range.to !== null) entries = entries.where('e.date', '<=', range.to);
  const [days, tabs, images] = await Promise.all([
    entries.select((eb) => eb.fn.countAll<Count>().as('days')).executeTakeFirstOrThrow(),
    entries
      .innerJoin('diaryNotes as n', 'n.entryId', 'e.id')
      .select((eb) => [
        eb.fn.countAll<Count>().as('tabs'),
        eb.fn.sum<Total>(eb(eb.fn('length', ['n.title']), '+', eb.fn('length', ['n.content']))).as('textLength'),
      ])
      .executeTakeFirstOrThrow(),
    entries
      .innerJoin('diaryImages as i', 'i.entryId', 'e.id')
      .where('i.noteId', 'is not', null)
      .select((eb) => [
        eb.fn.countAll<Count>().as('images'),
        eb.fn.sum<Total>(eb.fn('length', ['i.bytes'])).as('bytes'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    days: count(days.days),
    tabs: count(tabs.tabs),
    textLength: count(tabs.textLength),
    images: count(images.images),
    imageBytes: count(images.bytes),
  };
}

/** The range's charts (by the match's date, as the export keeps to it) and the length of their stored JSON. */
async function chartTotals(db: Database, userId: string, range: ExportRange) {
  let charts = db.selectFrom('charts').where('userId', '=', userId);
  if (range.from !== null) charts = charts.where('date', '>=', range.from);
  if (range.to !== null) charts = charts.where('date', '<=', range.to);
  const totals = await charts
    .select((eb) => [eb.fn.countAll<Count>().as('charts'), eb.fn.sum<Total>(eb.fn('length', ['chart'])).as('length')])
    .executeTakeFirstOrThrow();
  return { charts: count(totals.charts), chartLength: count(totals.length) };
}

async function recordTotals(db: Database, userId: string) {
  const [notes, labels, templates] = await Promise.all([
    db
      .selectFrom('playerNotes')
      .where('userId', '=', userId)
      .select((eb) => [eb.fn.countAll<Count>().as('notes'), eb.fn.sum<Total>(eb.fn('length', ['note'])).as('length')])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('playerLabels')
      .where('userId', '=', userId)
      .select((eb) => eb.fn.countAll<Count>().as('labels'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('noteTemplates')
      .where('userId', '=', userId)
      .select((eb) => [
        eb.fn.countAll<Count>().as('templates'),
        eb.fn.sum<Total>(eb.fn('length', ['body'])).as('length'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    playerNotes: count(notes.notes),
    noteLength: count(notes.length),
    labels: count(labels.labels),
    templates: count(templates.templates),
    templateLength: count(templates.length),
  };
}

/*
 * About how many bytes each format takes, for the page's progress bar: the text as stored plus each record's
 * fixed part, images in base64 (JSON) or as they are (zip). Markdown is a little shorter than its HTML and the
 * zip deflates text to about a third. An estimate: the page never shows more than 100 %.
 */
const JSON_BYTES = { file: 200, day: 90, tab: 90, image: 220, note: 260, label: 150, template: 120, chart: 150 };
/** A chart is two files in the zip (its Markdown and its MCP CSV), together about twice its JSON's text. */
const ZIP_BYTES = { file: 140, textRatio: 0.35, chartTextRatio: 2 };

/** What an export of the range holds, counted by the database without reading any row's contents. */
export async function exportSummary(db: Database, userId: string, range: ExportRange): Promise<ExportSummary> {
  const [days, records, charts] = await Promise.all([
    dayTotals(db, userId, range),
    recordTotals(db, userId),
    chartTotals(db, userId, range),
  ]);
  const json =
    JSON_BYTES.file +
    days.days * JSON_BYTES.day +
    days.tabs * JSON_BYTES.tab +
    days.textLength +
    days.images * JSON_BYTES.image +
    Math.ceil(days.imageBytes / 3) * 4 +
    records.playerNotes * JSON_BYTES.note +
    records.noteLength +
    records.labels * JSON_BYTES.label +
    records.templates * JSON_BYTES.template +
    records.templateLength +
    charts.charts * JSON_BYTES.chart +
    charts.chartLength;
  const markdown =
    (days.days + days.images) * ZIP_BYTES.file +
    days.imageBytes +
    Math.round((days.textLength + records.noteLength) * ZIP_BYTES.textRatio) +
    records.playerNotes * ZIP_BYTES.file +
    charts.charts * 2 * ZIP_BYTES.file +
    Math.round(charts.chartLength * ZIP_BYTES.chartTextRatio * ZIP_BYTES.textRatio);
  return {
    days: days.days,
    tabs: days.tabs,
    images: days.images,
    playerNotes: records.playerNotes,
    labels: records.labels,
    templates: records.templates,
    estimatedBytes: { json, markdown },
  };
}
