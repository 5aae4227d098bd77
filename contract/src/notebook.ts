import Type from 'typebox';
import { ChartId, ChartSummary } from './charts.js';
import { DiaryDate } from './diary.js';
import { TennisId, TournamentYear } from './tennis.js';

/**
 * The notebook (issue 18): what a member's diary and player notes say about a player or a tournament, read
 * from the mentions index (`diary_mentions`) and the notes, never from another member's rows.
 */
export const NOTEBOOK = {
  /** Diary tabs one answer lists; a player's older ones come page by page (`?before=`). */
  daysPerPage: 50,
  /** Characters of a tab's text shown around its mention, at most (plus an ellipsis at a cut end). */
  excerptLength: 160,
  /** Of those, the characters before the mention, so the sentence that names it shows. */
  excerptLead: 60,
} as const;

/** Where a list of a player's days carries on: the last tab shown, `YYYY-MM-DD:<tab index>`. */
export const BacklinkCursor = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}:\\d{1,3}$' });

/** One diary tab that names a player or a tournament (or, last year, was written during its dates). */
export const DiaryBacklink = Type.Object({
  date: DiaryDate,
  /** The tab's place in its day, from 0: the diary opens `?date=…&tab=<tabIndex>`. */
  tabIndex: Type.Integer({ minimum: 0 }),
  /** As the member wrote it; '' for an untitled tab. Plain text. */
  tabTitle: Type.String(),
  /** A short piece of the tab's text around the mention (its start when it names none): plain text. */
  excerpt: Type.String(),
});
export type DiaryBacklink = Type.Static<typeof DiaryBacklink>;

export const NotebookPlayerParams = Type.Object({ playerId: TennisId });
export type NotebookPlayerParams = Type.Static<typeof NotebookPlayerParams>;
export const NotebookPlayerQuery = Type.Object({ before: Type.Optional(BacklinkCursor) });
export type NotebookPlayerQuery = Type.Static<typeof NotebookPlayerQuery>;

/**
 * `GET /api/notebook/players/:playerId`: the member's diary tabs that mention the player, newest day first
 * (a day's tabs in their order), `NOTEBOOK.daysPerPage` at a time; `next` asks for the page after.
 */
export const NotebookPlayerResponse = Type.Object({
  days: Type.Array(DiaryBacklink),
  /** Every tab that mentions the player, on every page. */
  total: Type.Integer({ minimum: 0 }),
  next: Type.Optional(BacklinkCursor),
});
export type NotebookPlayerResponse = Type.Static<typeof NotebookPlayerResponse>;

export const NotebookChartParams = Type.Object({ chartId: ChartId });
export type NotebookChartParams = Type.Static<typeof NotebookChartParams>;

/**
 * `GET /api/notebook/charts/:chartId` (issue 34): the member's diary tabs that mention one of their charts, in
 * pages as a player's (`?before=`). Another member's chart, or one deleted, has none.
 */
export const NotebookChartResponse = NotebookPlayerResponse;
export type NotebookChartResponse = NotebookPlayerResponse;

export const NotebookTournamentParams = Type.Object({ year: TournamentYear, tournamentId: TennisId });
export type NotebookTournamentParams = Type.Static<typeof NotebookTournamentParams>;

/** A player note taken at a tournament. */
export const EventPlayerNote = Type.Object({
  playerId: Type.String(),
  /** From the players the source has served; absent when it has not named them yet. */
  playerName: Type.Optional(Type.String()),
  /** The edition the note is on. */
  tournamentYear: Type.Integer(),
  note: Type.String(),
  updatedAt: Type.Integer(),
});
export type EventPlayerNote = Type.Static<typeof EventPlayerNote>;

/**
 * `GET /api/notebook/tournaments/:year/:tournamentId`: 'Your notes on this event'. The tabs of that season
 * (the year of the day) that mention the tournament, newest first; the player notes taken there (that year, or
 * with no year); and the players the draw marks: those mentioned on a day that mentions the tournament that
 * season, or on any day of the tournament's dates.
 */
export const NotebookTournamentResponse = Type.Object({
  days: Type.Array(DiaryBacklink),
  total: Type.Integer({ minimum: 0 }),
  playerNotes: Type.Array(EventPlayerNote),
  mentionedPlayerIds: Type.Array(Type.String()),
});
export type NotebookTournamentResponse = Type.Static<typeof NotebookTournamentResponse>;

/** One of this year's entrants the member has written about or labelled. */
export const KnownEntrant = Type.Object({
  playerId: Type.String(),
  playerName: Type.String(),
  /** Player notes on them, at any tournament. */
  notes: Type.Integer({ minimum: 0 }),
  /** Diary tabs that mention them. */
  diaryTabs: Type.Integer({ minimum: 0 }),
  /** The member's labels on them. */
  labels: Type.Integer({ minimum: 0 }),
});
export type KnownEntrant = Type.Static<typeof KnownEntrant>;

/**
 * `GET /api/notebook/tournaments/:year/:tournamentId/last-year`: the previous edition (same id, season
 * year - 1). `dates` is absent when the source has no such edition; each list is empty when there is nothing.
 */
export const LastYearResponse = Type.Object({
  year: Type.Integer(),
  dates: Type.Optional(Type.Object({ start: DiaryDate, end: DiaryDate })),
  /** Notes saved with that season's year. */
  playerNotes: Type.Array(EventPlayerNote),
  /** Tabs written during last year's dates, and tabs of that season that mention the tournament. */
  days: Type.Array(DiaryBacklink),
  /** This year's entrants the member has notes, diary mentions or labels on, by name. */
  entrants: Type.Array(KnownEntrant),
  /** The member's charts of that edition's matches (issue 34), newest match first. */
  charts: Type.Array(ChartSummary),
});
export type LastYearResponse = Type.Static<typeof LastYearResponse>;

export const EarlierEditionsQuery = Type.Object({ season: TournamentYear });
export type EarlierEditionsQuery = Type.Static<typeof EarlierEditionsQuery>;

/**
 * `GET /api/notebook/earlier-editions?season=YYYY`: the tournaments the member has notes on from a season
 * before this one (player notes saved with an earlier year, or diary days of an earlier year that mention it).
 */
export const EarlierEditionsResponse = Type.Object({ tournamentIds: Type.Array(Type.String()) });
export type EarlierEditionsResponse = Type.Static<typeof EarlierEditionsResponse>;
