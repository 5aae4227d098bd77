import Type from 'typebox';
import { ChartId, ChartInput } from './charts.js';
import { DiaryDate } from './diary.js';
import { MENTION, PLAYER_NOTE_MAX_LENGTH } from './limits.js';
import { NoteTournamentYear } from './player-notes.js';
import { TennisId } from './tennis.js';

/**
 * The JSON export (issue 20): one self-describing file holding everything a member wrote, lossless, so that
 * importing it into an empty account and exporting again gives the same file (but `exportedAt`). The server
 * writes it as a stream, in this key order: the header fields, then `days` (oldest first), then `playerNotes`,
 * `labels`, `templates` and `charts`. Times are epoch milliseconds, as the database keeps them.
 *
 * A new field that an older reader may ignore keeps `version`; anything else raises it, and a reader refuses a
 * version newer than the one it knows (EXPORT_FILE.version).
 */
export const EXPORT_FILE = { format: 'baseline-export', version: 1 } as const;

/*
 * The bounds below are the regular routes' own (issue 30): an import writes nothing a route would refuse, and the
 * export never writes past them, so they refuse no file of ours. Other limits (a tab's, a label's, a template's,
 * the caps per member) are checked by the import with the routes' own code, to answer with the routes' messages.
 */

/** The latest time a JavaScript Date holds (ECMAScript: ±8.64e15 ms); later ones cannot be written as dates. */
const Millis = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 });

/** A tab's mention, as its HTML carries it (data-kind, data-id, data-label): repeated here for other readers. */
export const ExportedMention = Type.Object({
  kind: Type.Union([Type.Literal('player'), Type.Literal('tournament'), Type.Literal('chart')]),
  id: Type.String(),
  label: Type.String(),
});
export type ExportedMention = Type.Static<typeof ExportedMention>;

/** A tab's image: the stored bytes (re-encoded without metadata when first uploaded), in base64. */
export const ExportedImage = Type.Object({
  mime: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** Hex SHA-256 of the bytes: a reader checks it. */
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  /** When the member confirmed they may use the image (the image terms). */
  termsAcceptedAt: Millis,
  base64: Type.String(),
});
export type ExportedImage = Type.Static<typeof ExportedImage>;

export const ExportedTab = Type.Object({
  title: Type.String(),
  /** Sanitised HTML, as `GET /api/diary` answers it. */
  html: Type.String(),
  tags: Type.Array(Type.String()),
  mentions: Type.Array(ExportedMention),
  image: Type.Union([ExportedImage, Type.Null()]),
});
export type ExportedTab = Type.Static<typeof ExportedTab>;

export const ExportedDay = Type.Object({
  date: DiaryDate,
  createdAt: Millis,
  updatedAt: Millis,
  tabs: Type.Array(ExportedTab, { minItems: 1 }),
});
export type ExportedDay = Type.Static<typeof ExportedDay>;

/** A private note on a player at a tournament (the tennis source's ids). */
export const ExportedPlayerNote = Type.Object({
  tournamentId: TennisId,
  playerId: TennisId,
  tournamentYear: Type.Union([NoteTournamentYear, Type.Null()]),
  /**
   * The player's and the tournament's names as the export found them ('' when the source did not know): the
   * import indexes them for search, so they are bounded as a name the app shows in a mention is.
   */
  playerName: Type.String({ maxLength: MENTION.labelMaxLength }),
  tournamentName: Type.String({ maxLength: MENTION.labelMaxLength }),
  /** As the note route takes it. */
  note: Type.String({ maxLength: PLAYER_NOTE_MAX_LENGTH }),
  createdAt: Millis,
  updatedAt: Millis,
});
export type ExportedPlayerNote = Type.Static<typeof ExportedPlayerNote>;

export const ExportedLabel = Type.Object({
  name: Type.String(),
  colour: Type.String(),
  /** The tennis source's ids of the players it is on. */
  playerIds: Type.Array(TennisId),
  createdAt: Millis,
  updatedAt: Millis,
});
export type ExportedLabel = Type.Static<typeof ExportedLabel>;

export const ExportedTemplate = Type.Object({
  kind: Type.Union([Type.Literal('tab'), Type.Literal('note')]),
  name: Type.String(),
  body: Type.String(),
  createdAt: Millis,
  updatedAt: Millis,
});
export type ExportedTemplate = Type.Static<typeof ExportedTemplate>;

/** A charted match (issue 34): its id on the member's devices, the chart as written, and its times. */
export const ExportedChart = Type.Object({
  id: ChartId,
  chart: ChartInput,
  createdAt: Millis,
  updatedAt: Millis,
});
export type ExportedChart = Type.Static<typeof ExportedChart>;

/**
 * The charts' part has its own version, so it can change without raising the file's: a reader refuses a charts
 * version newer than it knows, and a file without the part (written before charts) has no charts.
 */
export const EXPORTED_CHARTS_VERSION = 1;
export const ExportedCharts = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  /** The charts of matches played in the range, by date. */
  items: Type.Array(ExportedChart),
});
export type ExportedCharts = Type.Static<typeof ExportedCharts>;

/** The days in `from`..`to` (inclusive; null: unbounded); player notes, labels and templates are always whole. */
export const ExportRange = Type.Object({
  from: Type.Union([DiaryDate, Type.Null()]),
  to: Type.Union([DiaryDate, Type.Null()]),
});
export type ExportRange = Type.Static<typeof ExportRange>;

export const ExportFile = Type.Object({
  format: Type.Literal(EXPORT_FILE.format),
  version: Type.Integer({ minimum: 1 }),
  /** ISO 8601, UTC. */
  exportedAt: Type.String(),
  range: ExportRange,
  days: Type.Array(ExportedDay),
  playerNotes: Type.Array(ExportedPlayerNote),
  labels: Type.Array(ExportedLabel),
  templates: Type.Array(ExportedTemplate),
  charts: Type.Optional(ExportedCharts),
});
export type ExportFile = Type.Static<typeof ExportFile>;
