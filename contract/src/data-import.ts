import Type from 'typebox';
import { DiaryDate } from './diary.js';
import { CHARTS, DIARY_LIMITS, NOTE_TEMPLATES, PLAYER_LABELS } from './limits.js';

/**
 * Importing (issue 20): a file is sent twice, first to `POST /api/import/preview` (what it holds, what it would
 * meet), then to `POST /api/import?existing=…` (written in one transaction, all or nothing). The server keeps
 * nothing between the two calls. Bodies: the JSON export (`application/json`) or a zip of Markdown files, one per
 * day (`application/zip`; the web app zips a picked folder itself).
 */
export const IMPORT_LIMITS = {
  /**
   * The largest file (a 10-year export with a photo a day is ~667 MB): it is written to the data folder as it
   * arrives and read from there as a stream, its images staged beside it, so memory does not grow with it; a
   * larger one is refused before it is read. A zip is still read whole, so it is bounded by what it may unpack to.
   */
  bytes: 1024 * 1024 * 1024,
  /**
   * A zip's entries, their total size once inflated, one entry's size once inflated (a day's Markdown at the
   * save's own limit, or an image as sent, is far less), and how far one entry may inflate (zip bombs). The
   * sizes are the ones the zip declares, and they bound what is inflated: no entry can write past its own.
   */
  zipEntries: 20_000,
  zipInflatedBytes: 256 * 1024 * 1024,
  zipEntryBytes: 32 * 1024 * 1024,
  zipRatio: 200,
  /**
   * How deep brackets may nest in the JSON file and in a front matter's YAML, and how large a front matter may
   * be: parsers recurse per level, and a file nested 100,000 deep ran V8 out of stack in a way that ended the
   * whole process. Our export nests 6 deep; real front matter is a few lines.
   */
  nestingDepth: 64,
  frontMatterBytes: 16 * 1024,
  /**
   * Values in the JSON file (objects, arrays and what they hold), and characters of Markdown in one section (a
   * tab, which holds at most DIARY_LIMITS.contentLength of HTML): what a parser builds in memory grows with
   * these, not with the file's bytes, so they bound it. An export of 100 labels of 20,000 players holds 2 M.
   */
  jsonValues: 5_000_000,
  sectionCharacters: DIARY_LIMITS.contentLength,
  /**
   * Obsidian's links (`[[Name]]`, `[[Name|alias]]`): the different names a file may link to, each looked up among
   * the players and tournaments (a vault's daily notes link to a few hundred), and how long one link may be.
   */
  wikiLinkNames: 10_000,
  wikiLinkCharacters: 400,
  /** Left-out images a preview names one by one; the others are counted in one more line. */
  leftOutImagesListed: 20,
  /** Seconds a file's reading may take, off the main thread, before it is given up. */
  readSeconds: 60,
  /** Imports a member runs at once, and a server process. */
  perMember: 1,
  perProcess: 2,
  retryAfterSeconds: 60,
} as const;

export const IMPORT_MESSAGES = {
  tooLarge: `The file is too large to import: at most ${IMPORT_LIMITS.bytes / 1024 / 1024} MB.`,
  unsupportedType: 'Send the JSON export (application/json) or a zip of Markdown files (application/zip).',
  malformedJson: 'The file is not valid JSON: it may be damaged or cut short.',
  notAnExport: 'The file is not a Baseline export.',
  newerVersion: (version: number) =>
    `The file is from a newer version of Baseline (format version ${version}): update this server first.`,
  invalidContent: (where: string, problem: string) => `The file is not a valid Baseline export: ${where} ${problem}.`,
  notUtf8: (name: string) => `"${name}" is not UTF-8 text.`,
  badZip: 'The file is not a readable zip.',
  zipTooManyEntries: `The zip holds too many files: at most ${IMPORT_LIMITS.zipEntries}.`,
  zipTooLarge: `The zip unpacks to too much data: at most ${IMPORT_LIMITS.zipInflatedBytes / 1024 / 1024} MB.`,
  zipRatio: (name: string) => `"${name}" in the zip is compressed suspiciously well; it was refused.`,
  zipEntryTooLarge: (name: string) =>
    `"${name}" in the zip unpacks to too much data: at most ${IMPORT_LIMITS.zipEntryBytes / 1024 / 1024} MB a file.`,
  tooDeep: (name: string) =>
    `${name} nests brackets too deeply to be read: at most ${IMPORT_LIMITS.nestingDepth} levels.`,
  frontMatterTooLarge: (name: string) =>
    `The front matter of "${name}" is too large: at most ${IMPORT_LIMITS.frontMatterBytes / 1024} KB.`,
  tooManyValues: `The file holds too many values to be read: at most ${IMPORT_LIMITS.jsonValues.toLocaleString('en')}.`,
  tooManySections: (name: string) =>
    `"${name}" has more sections (## headings) than a day has tabs: at most ${DIARY_LIMITS.tabsPerDay}.`,
  sectionTooLong: (name: string, title: string) =>
    `The section "${title}" of "${name}" is too long to be a tab: at most ${DIARY_LIMITS.contentLength.toLocaleString('en')} characters.`,
  readTooLong: `Reading the file took more than ${IMPORT_LIMITS.readSeconds} seconds, so it was given up: import it in smaller parts.`,
  unreadable: 'The file could not be read: it may be damaged, or not a file Baseline imports.',
  readTooLarge: 'Reading the file needed more memory than an import may use: import it in smaller parts.',
  alreadyRunning: 'An import of yours is already running: wait for it to finish, then try again.',
  serverBusy: 'The server is busy with other imports: try again in a minute.',
  unsafeName: (name: string) => `The zip holds an unsafe file name: "${name}".`,
  noDays: 'No diary days were found in the file.',
  skippedUndated: (count: number) =>
    `${count} Markdown file${count === 1 ? '' : 's'} without a date (in front matter or a name like 2025-06-01.md) will be left out.`,
  invalidDate: (date: string) => `"${date}" is not a real date.`,
  duplicateDate: (date: string) => `The file holds the day ${date} twice.`,
  dayProblem: (date: string, problem: string) => `The day ${date} cannot be imported: ${problem}`,
  checksum: (date: string) => `The image on ${date} does not match its checksum: the file may be damaged.`,
  tooManyTabs: (date: string, total: number) =>
    `Adding the imported tabs to ${date} would give it ${total} tabs: a day holds at most ${DIARY_LIMITS.tabsPerDay}.`,
  /** A label or template of the file refused as its own route would refuse it; `position` counts from 1. */
  labelProblem: (position: number, problem: string) => `Label ${position} in the file cannot be imported: ${problem}`,
  templateProblem: (position: number, problem: string) =>
    `Template ${position} in the file cannot be imported: ${problem}`,
  chartProblem: (position: number, problem: string) => `Chart ${position} in the file cannot be imported: ${problem}`,
  /** A chart's file of the Markdown export (its path in the zip) refused as its save or its reading would refuse it. */
  chartFileProblem: (path: string, problem: string) => `The chart file "${path}" cannot be imported: ${problem}`,
  newerChartsVersion: (version: number) =>
    `The file's charts are from a newer version of Baseline (charts version ${version}): update this server first.`,
  tooManyCharts: (total: number) =>
    `Importing the file's charts would give you ${total} charts: you can keep at most ${CHARTS.perMember}.`,
  tooManyLabels: (total: number) =>
    `Importing the file's labels would give you ${total} labels: you can have at most ${PLAYER_LABELS.perMember}.`,
  tooManyTemplates: (total: number) =>
    `Importing the file's templates would give you ${total} templates: you can keep at most ${NOTE_TEMPLATES.perMember}.`,
  unknownMention: (count: number) =>
    `${count} mention${count === 1 ? '' : 's'} of players or tournaments this server does not know will be kept as plain text.`,
  tooManyWikiLinks: `The notes link ([[…]]) to too many different names to look up: at most ${IMPORT_LIMITS.wikiLinkNames.toLocaleString('en')}. Import them in smaller parts.`,
  imageLeftOut: (date: string, tab: string, image: string) =>
    `The image "${image}" on ${date} (tab "${tab}") will be left out: a tab holds one image, and it already has one.`,
  imageNotFound: (date: string, image: string) =>
    `The image "${image}" embedded on ${date} is not in the folder, so it will be left out.`,
  moreImagesLeftOut: (count: number) => `${count} more image${count === 1 ? '' : 's'} will be left out.`,
  imported: 'Import complete.',
} as const;

export const ImportExisting = Type.Union([Type.Literal('skip'), Type.Literal('replace'), Type.Literal('add')]);
export type ImportExisting = Type.Static<typeof ImportExisting>;

/** `POST /api/import?existing=skip|replace|add`: what happens to a day the account already has. */
export const ImportQuery = Type.Object({ existing: ImportExisting });
export type ImportQuery = Type.Static<typeof ImportQuery>;

/** What a file holds, and which of its days the account already has. */
export const ImportPreviewResponse = Type.Object({
  format: Type.Union([Type.Literal('json'), Type.Literal('markdown')]),
  days: Type.Integer(),
  tabs: Type.Integer(),
  images: Type.Integer(),
  playerNotes: Type.Integer(),
  labels: Type.Integer(),
  templates: Type.Integer(),
  charts: Type.Integer(),
  from: Type.Union([DiaryDate, Type.Null()]),
  to: Type.Union([DiaryDate, Type.Null()]),
  /** The imported days the account already holds (the first 100), and how many there are. */
  existingDays: Type.Array(DiaryDate),
  existingCount: Type.Integer(),
  warnings: Type.Array(Type.String()),
});
export type ImportPreviewResponse = Type.Static<typeof ImportPreviewResponse>;

/**
 * What an import wrote: `tabs` are the tabs written into created, replaced or added-to days (none of a skipped
 * day's); `templates` the ones added (a template the member already has is not added again).
 */
export const ImportResultResponse = Type.Object({
  message: Type.String(),
  daysCreated: Type.Integer(),
  daysReplaced: Type.Integer(),
  daysAddedTo: Type.Integer(),
  daysSkipped: Type.Integer(),
  tabs: Type.Integer(),
  playerNotes: Type.Integer(),
  labels: Type.Integer(),
  templates: Type.Integer(),
  /** Charts written: new, or replacing the member's chart of the same id (`replace`), or under a new id (`add`). */
  charts: Type.Integer(),
});
export type ImportResultResponse = Type.Static<typeof ImportResultResponse>;
